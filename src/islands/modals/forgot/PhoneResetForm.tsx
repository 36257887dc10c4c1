import { useRef, useState, type FormEvent } from 'react';
import type { RegisterSettings } from '../../../../contract/generated/common.ts';
import { pageConfig, sitePath } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { checkField, settingPattern, type FieldRuleLike } from '../../../../core/patterns.ts';
import { resetByPhone, sendResetCode } from '../../../stores/forgot-password.ts';
import { closeModal } from '../../../stores/modal.ts';
import { needsSlider } from '../../../stores/slider-captcha.ts';
import { errorText } from '../../../client/error-text.ts';
import { Field, PasswordField } from '../../ui/Field.tsx';
import { MOBILE_INPUT } from '../register/inputs.ts';
import { MobileNumber } from '../register/MobileNumber.tsx';
import { SmsCodeField } from '../register/SmsCodeField.tsx';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { useSending } from '../../ui/use-sending.ts';

type Name = 'mobileNum' | 'verificationCode' | 'newPassword';

/** A rule of the register settings for the checker; the fallback when the merchant sets none. */
function rule(settings: RegisterSettings, name: string, fallback: FieldRuleLike): FieldRuleLike {
  const found = settings[name];
  if (!found) return fallback;
  return { enabled: true, required: true, ...settingPattern(found), minLength: found.minLength, maxLength: found.maxLength };
}

/**
 * Forgot password by mobile (CHNGPASSVERIF3): number, SMS code and a new password checked with the
 * merchant's password rule; success logs in with the new password and goes to the lobby.
 */
export function PhoneResetForm({ settings, autofocus }: { settings: RegisterSettings; autofocus: boolean }) {
  const { countries } = pageConfig();
  const length = countries[0]?.mobileLength ?? 10;
  const rules: Record<Name, FieldRuleLike> = {
    mobileNum: rule(settings, 'mobileNum', { enabled: true, required: true, patternId: 'DIGITS', minLength: length, maxLength: length }),
    verificationCode: rule(settings, 'verificationCode', {
      enabled: true,
      required: true,
      patternId: 'DIGITS',
      minLength: 4,
      maxLength: 6,
    }),
    newPassword: rule(settings, 'password', { enabled: true, required: true, patternId: 'ANY', minLength: 6, maxLength: 30 }),
  };
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const [warning, setWarning] = useState('');
  const { busy, pending, formError, setFormError, send } = useSending();

  const read = () => {
    const data = new FormData(form.current!);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    return {
      mobileNum: text('mobileNum'),
      countryDialingCode: text('countryDialingCode'),
      verificationCode: text('verificationCode'),
      newPassword: String(data.get('newPassword') ?? ''),
    };
  };
  const problems = (values: Record<Name, string>, names: readonly Name[]) => {
    const found: Partial<Record<Name, string>> = {};
    for (const name of names) {
      const problem = checkField(values[name], rules[name]);
      if (problem) found[name] = t(problem.key, problem.params);
    }
    return found;
  };

  const sendCode = async (sliderData?: string): Promise<number | null> => {
    const values = read();
    const found = problems(values, ['mobileNum']);
    setErrors(({ mobileNum: _, ...rest }) => (found.mobileNum ? { ...rest, mobileNum: found.mobileNum } : rest));
    if (found.mobileNum) return null;
    try {
      return await sendResetCode(values.mobileNum, values.countryDialingCode, sliderData);
    } catch (error) {
      if (needsSlider(error)) throw error;
      setWarning(errorText(error));
      return null;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const values = read();
    const found = problems(values, ['mobileNum', 'verificationCode', 'newPassword']);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    await send(
      async () => {
        await resetByPhone(values);
        closeModal();
        location.assign(sitePath(''));
      },
      (error) => {
        const code = (error as { errorCode?: string }).errorCode ?? '';
        if (code.startsWith('sms.code.')) setErrors({ verificationCode: errorText(error) });
        else setFormError(errorText(error));
      },
    );
  };

  return (
    <form className="form" ref={form} onSubmit={submit} noValidate>
      <MobileNumber selectId="field-forgot-dialing">
        <Field
          label={t('form.mobileNum')}
          name="mobileNum"
          {...MOBILE_INPUT}
          error={errors.mobileNum}
          {...(autofocus ? { 'data-autofocus': true } : {})}
        />
      </MobileNumber>
      <SmsCodeField error={errors.verificationCode} onSend={sendCode} />
      <PasswordField label={t('island.forgot.newPassword')} name="newPassword" isNew error={errors.newPassword} />
      <SubmitRow error={formError} pending={pending} label={t('island.forgot.reset')} />
      {warning && <AlertDialog message={warning} onConfirm={() => setWarning('')} />}
    </form>
  );
}

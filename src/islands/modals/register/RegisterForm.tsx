import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { RegisterSettings } from '../../../../contract/generated/common.ts';
import type { RegisterUser } from '../../../../contract/generated/common.ts';
import { pageConfig, sitePath } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { checkField } from '../../../../core/patterns.ts';
import { fetchCaptcha } from '../../../stores/auth.ts';
import { closeModal } from '../../../stores/modal.ts';
import { checkAffiliate, forgetAffiliate, referralFromUrl, registerMember, sendRegisterCode } from '../../../stores/register.ts';
import { needsSlider } from '../../../stores/slider-captcha.ts';
import { phoneAuthErrorText, phoneAuthProvider } from '../../../stores/phone-auth.ts';
import { deviceId } from '../../../client/device-id.ts';
import { errorText, refusal } from '../../../client/error-text.ts';
import { Field } from '../../ui/Field.tsx';
import { RequiredCheck } from '../../ui/RequiredCheck.tsx';
import { inputAttributes } from './inputs.ts';
import { checkForm, planFields, type RegisterKind, type Switches } from './rules.ts';
import { MobileNumber } from './MobileNumber.tsx';
import { SmsCodeField } from './SmsCodeField.tsx';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { useSending } from '../../ui/use-sending.ts';
import { useThrottle } from '../../ui/use-throttle.ts';

interface RegisterFormProps {
  kind: RegisterKind;
  settings: RegisterSettings;
  switches: Switches;
  /** The affiliate code the URL brought, shown read-only; null shows the field when enabled. */
  affiliate: string | null;
  onAffiliateRefused: () => void;
}

/** The specification's "captcha refresh minimum 1 s": a new captcha at most this often. */
const CAPTCHA_REFRESH_MS = 1000;

/** Values the form may not trim: passwords are taken exactly as typed. */
const EXACT = new Set(['password', 'confirmPassword', 'paymentPassword']);

/** One registration kind's form: configured fields, SMS code, terms and age, submit. */
export function RegisterForm({ kind, settings, switches, affiliate, onAffiliateRefused }: RegisterFormProps) {
  const { countries, minimumAge, phoneAuth } = pageConfig();
  // A mobile sign-up proves the number through the merchant's phone-authentication provider, when it has one.
  const provider = kind === 'mobile' ? phoneAuthProvider(phoneAuth) : null;
  const fields = planFields(kind, settings, switches, countries[0]?.mobileLength ?? 10, affiliate !== null);
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [warning, setWarning] = useState<{ message: string; afterwards?: () => void } | null>(null);
  const { busy, pending, formError, setFormError, send } = useSending();
  const [captchaImage, setCaptchaImage] = useState<string | null>(null);
  const hasCaptcha = fields.some((f) => f.name === 'captcha');

  const captchaRefresh = useThrottle(CAPTCHA_REFRESH_MS);
  // The button waits out the second; a refused form's new captcha comes when the second is up.
  const newCaptcha = () =>
    captchaRefresh.throttled(() => void fetchCaptcha().then(setCaptchaImage, (error: unknown) => setFormError(errorText(error))));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a first captcha when the form gets one; newCaptcha is made anew each render
  useEffect(() => {
    if (hasCaptcha) newCaptcha();
  }, [hasCaptcha]);

  const values = (): Record<string, string> => {
    const data = new FormData(form.current!);
    return Object.fromEntries([...data.entries()].map(([name, value]) => [name, EXACT.has(name) ? String(value) : String(value).trim()]));
  };
  const showErrors = (found: Record<string, string>) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    // The first refused field takes focus, so keyboard and screen-reader users land on it.
    if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const sendCode = async (sliderData?: string): Promise<number | null> => {
    const { mobileNum = '', countryDialingCode = '' } = values();
    const mobileRule = fields.find((f) => f.name === 'mobileNum')!.rule;
    const problem = checkField(mobileNum, { ...mobileRule, required: true });
    if (problem) {
      showErrors({ ...errors, mobileNum: t(problem.key, problem.params) });
      return null;
    }
    setErrors(({ mobileNum: _, ...rest }) => rest);
    try {
      if (provider) return await provider.start(mobileNum, countryDialingCode, sliderData);
      return await sendRegisterCode(mobileNum, countryDialingCode, kind === 'mobile' ? 'MOBILE' : 'USERNAME', sliderData);
    } catch (error) {
      if (needsSlider(error)) throw error;
      setWarning({ message: phoneAuthErrorText(error) ?? errorText(error) });
      return null;
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy()) return;
    const input = values();
    const found = Object.fromEntries(Object.entries(checkForm(input, fields)).map(([name, e]) => [name, t(e.key, e.params)]));
    if (!input['terms']) found['terms'] = t('island.register.termsRequired');
    if (!input['age']) found['age'] = t('island.register.ageRequired', { age: minimumAge });
    setFormError('');
    showErrors(found);
    if (Object.keys(found).length) return;
    await send(
      async () => {
        const affiliateCode = affiliate ?? input['affiliateCode'] ?? '';
        if (affiliateCode) await checkAffiliate(affiliateCode);
        // The gateway checks the age confirmation too, where the merchant's jurisdiction asks for it.
        const user: Record<string, string | boolean> = { loginDeviceId: deviceId(), ageConfirmed: true };
        for (const { name } of fields) if (input[name]) user[name] = input[name];
        if (input['countryDialingCode'] && input['mobileNum']) user['countryDialingCode'] = input['countryDialingCode'];
        if (kind === 'mobile') user['username'] = input['mobileNum'] ?? '';
        if (provider) {
          // The provider checks the code and vouches for the number with its id token; the gateway checks the token.
          user['firebaseIdToken'] = await provider.confirm(input['mobileNum'] ?? '', input['verificationCode'] ?? '');
          user['firebaseChannel'] = provider.channel;
          delete user['verificationCode'];
        }
        if (affiliateCode) user['affiliateCode'] = affiliateCode;
        const referralCode = referralFromUrl();
        if (referralCode) user['referralCode'] = referralCode;
        await registerMember(kind, user as RegisterUser);
        closeModal();
        location.assign(sitePath(''));
      },
      (error) => {
        refused(error);
        if (hasCaptcha) newCaptcha();
      },
    );
  };

  /** Shows a refusal where it belongs: a field's rule under the field, the invitation code as a dialog. */
  const refused = (error: unknown) => {
    const refused = refusal(error);
    if (!refused) return setFormError(phoneAuthErrorText(error) ?? errorText(error));
    if (refused.code === 'invitation_code_error') {
      const message = t('error.invitation_code_error');
      // A refused code from the URL is forgotten once confirmed, and the field lets the player type one.
      return setWarning(
        affiliate
          ? {
              message,
              afterwards: () => {
                forgetAffiliate();
                onAffiliateRefused();
              },
            }
          : { message },
      );
    }
    const detail = refused.value as { field?: string; key?: string; params?: { min: number; max: number } };
    if (detail.field && detail.key && fields.some((f) => f.name === detail.field))
      return showErrors({ [detail.field]: t(detail.key, detail.params ?? {}) });
    if (refused.code.startsWith('sms.code.')) return showErrors({ verificationCode: errorText(error) });
    if (refused.code === 'register.age.unconfirmed') return showErrors({ age: errorText(error) });
    if (refused.code === 'register.mobile.taken') return showErrors({ mobileNum: errorText(error) });
    if (refused.code === 'register.username.taken') return showErrors({ username: errorText(error) });
    setFormError(errorText(error));
  };

  const dialing = countries.length > 0 && fields.some((f) => f.name === 'mobileNum');
  return (
    <form className="form register-form" ref={form} onSubmit={submit} noValidate>
      <p className="form-required-note">{t('island.register.requiredNote')}</p>
      {fields.map(({ name, rule }, index) => {
        const autofocus = index === 0 ? { 'data-autofocus': true } : {};
        if (name === 'verificationCode') return <SmsCodeField key={name} error={errors[name]} onSend={sendCode} />;
        if (name === 'captcha') {
          return (
            <div className="captcha" key={name}>
              {captchaImage && (
                <img src={`data:image/png;base64,${captchaImage}`} alt={t('island.login.captchaImage')} width="120" height="40" />
              )}
              <button type="button" className="btn btn-ghost" onClick={newCaptcha} disabled={captchaRefresh.held}>
                {t('island.login.newCaptcha')}
              </button>
              <Field label={t('island.login.captcha')} name="captcha" autoComplete="off" error={errors[name]} />
            </div>
          );
        }
        const input = (
          <Field
            key={name}
            {...inputAttributes(name, rule)}
            {...autofocus}
            label={t(`form.${name}`)}
            name={name}
            error={errors[name]}
            // The specification's promotion where Zalo is offered: "Zalo bonus up to 131K".
            hint={name === 'zalo' ? t('form.zaloBonus') : undefined}
          />
        );
        if (name !== 'mobileNum' || !dialing) return input;
        return (
          <MobileNumber selectId="field-countryDialingCode" key={name}>
            {input}
          </MobileNumber>
        );
      })}
      {affiliate && (
        <p className="register-affiliate">
          {t('form.affiliateCode')}: <strong>{affiliate}</strong>
        </p>
      )}
      <RequiredCheck id="field-terms" name="terms" value="1" error={errors['terms']}>
        {t('island.register.terms')}{' '}
        <a href={sitePath('help#term')} target="_blank" rel="noopener">
          {t('island.login.terms')}
        </a>
      </RequiredCheck>
      <RequiredCheck id="field-age" name="age" value="1" error={errors['age']}>
        {t('island.register.age', { age: minimumAge })}
      </RequiredCheck>
      <SubmitRow error={formError} pending={pending} label={t('header.register')} />
      {warning && (
        <AlertDialog
          message={warning.message}
          onConfirm={() => {
            warning.afterwards?.();
            setWarning(null);
          }}
        />
      )}
    </form>
  );
}

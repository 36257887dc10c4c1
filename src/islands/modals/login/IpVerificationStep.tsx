import { useRef, useState, type FormEvent } from 'react';
import { t } from '../../../client/t.ts';
import { loginWithIpCode } from '../../../stores/auth.ts';
import { errorText } from '../../../client/error-text.ts';
import { Field } from '../../ui/Field.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { useLoginSlider } from '../../ui/use-login-slider.tsx';

export interface IpChallenge {
  username: string;
  password: string;
  /** The account's number, masked by the gateway. */
  mobile: string;
  /** The login form asked to keep this browser signed in. */
  rememberMe: boolean;
}

/**
 * The second step of a login from an address the account has not used (LOGINIPVERF3): the gateway
 * has sent a code to the account's phone; the same credentials plus that code complete the login.
 */
export function IpVerificationStep({ challenge, onBack }: { challenge: IpChallenge; onBack: () => void }) {
  const [error, setError] = useState('');
  const [formError, setFormError] = useState('');
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const captcha = useLoginSlider(form);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const code = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    setError(code ? (/^\d{4,8}$/.test(code) ? '' : t('island.sms.invalidCode')) : t('input_cannot_empty'));
    setFormError('');
    const sliderData = captcha.answer(event.currentTarget);
    if (!/^\d{4,8}$/.test(code) || sliderData === null) return;
    setPending(true);
    try {
      const { username, password, rememberMe } = challenge;
      await loginWithIpCode(username, password, code, { rememberMe, ...(sliderData === undefined ? {} : { sliderData }) });
    } catch (failure) {
      setFormError(errorText(failure));
      captcha.refused(failure);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate ref={form}>
      <p className="form-note">{t('island.ipVerify.sent', { mobile: challenge.mobile })}</p>
      <Field
        label={t('island.sms.code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error || undefined}
        data-autofocus
      />
      {captcha.slider}
      <SubmitRow error={formError} pending={pending} label={t('island.ipVerify.submit')} />
      <button className="btn btn-ghost" type="button" onClick={onBack}>
        {t('island.back')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { t } from '../../../client/t.ts';
import { loginWithIpCode } from '../../../stores/auth.ts';
import { Field } from '../../ui/Field.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { useLoginForm } from '../../ui/use-login-slider.tsx';

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
  const login = useLoginForm(
    (target) => {
      const code = String(new FormData(target).get('verificationCode') ?? '').trim();
      setError(code ? (/^\d{4,8}$/.test(code) ? '' : t('island.sms.invalidCode')) : t('input_cannot_empty'));
      return /^\d{4,8}$/.test(code) ? code : null;
    },
    (code, answer) => {
      const { username, password, rememberMe } = challenge;
      return loginWithIpCode(username, password, code, { rememberMe, ...answer });
    },
  );

  return (
    <form className="form" onSubmit={login.submit} noValidate ref={login.form}>
      <p className="form-note">{t('island.ipVerify.sent', { mobile: challenge.mobile })}</p>
      <Field
        label={t('island.sms.code')}
        name="verificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={error || undefined}
        data-autofocus
      />
      {login.slider}
      <SubmitRow error={login.formError} pending={login.pending} label={t('island.ipVerify.submit')} />
      <button className="btn btn-ghost" type="button" onClick={onBack}>
        {t('island.back')}
      </button>
    </form>
  );
}

import { useState } from 'react';
import { pageConfig } from '../../../client/page-data.ts';
import { t } from '../../../client/t.ts';
import { loginWithSms } from '../../../stores/auth.ts';
import { Field } from '../../ui/Field.tsx';
import { MOBILE_INPUT } from '../register/inputs.ts';
import { SmsCodeButton } from './SmsCodeButton.tsx';
import { SubmitRow } from '../../ui/SubmitRow.tsx';
import { AlertDialog } from '../../ui/AlertDialog.tsx';
import { useLoginForm } from '../../ui/use-login-slider.tsx';

type Errors = Partial<Record<'mobileNum' | 'code', string | undefined>>;

const CODE_PATTERN = /^\d{4,8}$/;

/**
 * SMS login (MOBILEVERCODELOGIN3): the mobile number with the merchant's dialling code, a code
 * sent by the no-login SMS call, then a login of type sms (username = number, password = code),
 * with the slider once the gateway asks for a captcha.
 */
export function SmsLoginForm() {
  const countries = pageConfig().countries;
  const [country, setCountry] = useState(countries[0]);
  const [errors, setErrors] = useState<Errors>({});
  // A refused SMS send: the gateway's message in a warning dialog (specification section 8, in_increase_submit).
  const [sendError, setSendError] = useState('');
  const login = useLoginForm(
    (target) => {
      const mobileNum = validNumber();
      const code = String(new FormData(target).get('code') ?? '').trim();
      const codeError = !code ? t('input_cannot_empty') : CODE_PATTERN.test(code) ? undefined : t('island.sms.invalidCode');
      setErrors((e) => ({ ...e, code: codeError }));
      return mobileNum === null || codeError ? null : { mobileNum, code };
    },
    ({ mobileNum, code }, { sliderData }) => loginWithSms(mobileNum, code, sliderData),
  );

  /** The number as typed if it has the country's length, else null (and the field says why). */
  const validNumber = (): string | null => {
    const value = String(new FormData(login.form.current!).get('mobileNum') ?? '').trim();
    const ok = /^\d+$/.test(value) && (!country?.mobileLength || value.length === country.mobileLength);
    setErrors((e) => ({
      ...e,
      mobileNum: value
        ? ok
          ? undefined
          : t('island.sms.invalidMobile', { digits: country?.mobileLength ?? '' })
        : t('input_cannot_empty'),
    }));
    return ok ? value : null;
  };

  return (
    <form ref={login.form} className="form" onSubmit={login.submit} noValidate>
      <div className="sms-mobile">
        {countries.length > 1 ? (
          <div className="field">
            <label htmlFor="sms-country">{t('island.sms.country')}</label>
            <select
              id="sms-country"
              value={country?.countryCode}
              onChange={(e) => setCountry(countries.find((c) => c.countryCode === e.target.value))}
            >
              {countries.map((c) => (
                <option key={c.countryCode} value={c.countryCode}>{`${c.countryCode} +${c.countryDialingCode}`}</option>
              ))}
            </select>
          </div>
        ) : (
          <span className="dialing-code" aria-hidden="true">{`+${country?.countryDialingCode ?? ''}`}</span>
        )}
        <Field
          label={t('island.sms.mobile', { code: `+${country?.countryDialingCode ?? ''}` })}
          name="mobileNum"
          {...MOBILE_INPUT}
          error={errors.mobileNum}
          data-autofocus
        />
      </div>
      <div className="sms-code">
        <Field label={t('island.sms.code')} name="code" inputMode="numeric" autoComplete="one-time-code" error={errors.code} />
        <SmsCodeButton mobileNum={validNumber} countryDialingCode={country?.countryDialingCode ?? ''} onError={setSendError} />
      </div>
      {login.slider}
      <SubmitRow error={login.formError} pending={login.pending} label={t('header.login')} />
      {sendError && <AlertDialog message={sendError} onConfirm={() => setSendError('')} />}
    </form>
  );
}

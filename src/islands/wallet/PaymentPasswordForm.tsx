import { useState } from 'react';
import { refusal } from '../../client/error-text.ts';
import { t } from '../../client/t.ts';
import { showAlert } from '../../stores/alert.ts';
import { changePaymentPassword, setPaymentPassword } from '../../stores/payment-password.ts';
import { PasswordField } from '../ui/Field.tsx';
import { Outcome, SIX_DIGITS, useForm, SixDigitField, TitledForm } from '../ui/forms.tsx';

/**
 * Sets the six-digit payment password, proven by the login password; or, with `change`, changes
 * it, proven by the current one or the login password. Then `done` (the page reloads what it shows).
 * `why` says what the password will confirm where that is not a withdrawal (money sent to a member).
 * One set meanwhile elsewhere (the gateway's payment.password.set) is `done` too: the page asks for
 * it, under the warning dialog saying one is set (the one typed here was not saved).
 */
export function PaymentPasswordForm({ done, change = false, why }: { done: () => Promise<void>; change?: boolean; why?: string }) {
  const form = useForm({ password: '', paymentPassword: '', confirmPaymentPassword: '' });
  const [byLogin, setByLogin] = useState(!change);
  const { password, paymentPassword, confirmPaymentPassword } = form.values;
  const submit = form.submit(
    () => ({
      ...(!password
        ? { password: t('input_cannot_empty') }
        : byLogin || SIX_DIGITS.test(password)
          ? {}
          : { password: t('island.withdraw.sixDigits') }),
      ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
      ...(confirmPaymentPassword === paymentPassword ? {} : { confirmPaymentPassword: t('error.confirm_password_error') }),
    }),
    async () => {
      try {
        if (!change) await setPaymentPassword(password, paymentPassword, confirmPaymentPassword);
        else
          await changePaymentPassword(byLogin ? { password } : { oldPaymentPassword: password }, paymentPassword, confirmPaymentPassword);
      } catch (error) {
        // Set meanwhile, in another tab or on another device: this form can never succeed. The page
        // loads again and asks for the password that is set, as after setting one here, and the
        // member is told why (the warning dialog: the form and its outcome are gone then).
        if (change || refusal(error)?.code !== 'payment.password.set') throw error;
        showAlert(t('error.payment.password.set'));
      }
      form.setValues({ password: '', paymentPassword: '', confirmPaymentPassword: '' });
      await done();
      return t(change ? 'island.security.paymentPasswordChanged' : 'island.withdraw.passwordSet');
    },
  );
  const title = change ? t('island.security.changePaymentPassword') : t('island.withdraw.setPassword');
  const titleId = change ? 'change-payment-password' : 'withdraw-set-password';
  return (
    <TitledForm titleId={titleId} title={title} className="wallet-form" onSubmit={submit}>
      {change ? (
        <fieldset className="proof-choice">
          <legend>{t('island.security.proveWith')}</legend>
          {[false, true].map((login) => (
            <label key={String(login)}>
              <input type="radio" name="payment-proof" checked={byLogin === login} onChange={() => setByLogin(login)} />{' '}
              {login ? t('island.withdraw.loginPassword') : t('island.security.currentPaymentPassword')}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="muted">{why ?? t('island.withdraw.setPasswordWhy')}</p>
      )}
      {byLogin ? (
        <PasswordField label={t('island.withdraw.loginPassword')} {...form.field('password')} />
      ) : (
        <SixDigitField label={t('island.security.currentPaymentPassword')} id="field-old-payment-password" {...form.field('password')} />
      )}
      <SixDigitField
        label={t(change ? 'island.security.newPaymentPassword' : 'island.withdraw.paymentPassword')}
        autoComplete="new-password"
        {...form.field('paymentPassword')}
      />
      <SixDigitField
        label={t('island.withdraw.confirmPaymentPassword')}
        autoComplete="new-password"
        {...form.field('confirmPaymentPassword')}
      />
      <Outcome status={form.status} label={change ? t('island.security.change') : t('island.withdraw.setPassword')} />
    </TitledForm>
  );
}

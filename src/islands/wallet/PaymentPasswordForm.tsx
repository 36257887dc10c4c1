import { t } from '../../client/t.ts';
import { setPaymentPassword } from '../../stores/payment-password.ts';
import { Field } from '../ui/Field.tsx';
import { Outcome, SIX_DIGITS, useForm } from './forms.tsx';

/** Sets the six-digit payment password, proven by the login password; then `done` (the page reloads what it shows). */
export function PaymentPasswordForm({ done }: { done: () => Promise<void> }) {
  const form = useForm({ password: '', paymentPassword: '', confirmPaymentPassword: '' });
  const { password, paymentPassword, confirmPaymentPassword } = form.values;
  const submit = form.submit(
    () => ({
      ...(password ? {} : { password: t('input_cannot_empty') }),
      ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
      ...(confirmPaymentPassword === paymentPassword ? {} : { confirmPaymentPassword: t('error.confirm_password_error') }),
    }),
    async () => {
      await setPaymentPassword(password, paymentPassword, confirmPaymentPassword);
      await done();
      return t('island.withdraw.passwordSet');
    },
  );
  return (
    <form className="form wallet-form" onSubmit={submit} noValidate aria-labelledby="withdraw-set-password">
      <h2 id="withdraw-set-password" className="section-title">
        {t('island.withdraw.setPassword')}
      </h2>
      <p className="muted">{t('island.withdraw.setPasswordWhy')}</p>
      <Field label={t('island.withdraw.loginPassword')} type="password" autoComplete="current-password" {...form.field('password')} />
      <Field
        label={t('island.withdraw.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...form.field('paymentPassword')}
      />
      <Field
        label={t('island.withdraw.confirmPaymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={6}
        {...form.field('confirmPaymentPassword')}
      />
      <Outcome status={form.status} label={t('island.withdraw.setPassword')} />
    </form>
  );
}

import { useEffect } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import type { TransferTarget } from '../../../contract/generated/wallet-transfer-targets.ts';
import { fromMinor, toMinor } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { sendToMember } from '../../stores/member-transfer.ts';
import { checkAmount } from './amount-check.ts';
import { AmountField, Outcome, SIX_DIGITS, SixDigitField, useForm } from '../ui/forms.tsx';

/**
 * Money from the main wallet to a member along the agent tree: to one of `targets` (chosen) or to
 * the one account `to` names (downline management's row), the amount checked against what the
 * main wallet holds and confirmed with the payment password; the gateway decides. `sent` hears
 * what was sent, in words, once it was.
 */
export function MemberTransferForm(props: {
  available: number;
  targets?: readonly TransferTarget[];
  to?: string;
  idPrefix: string;
  /** The form's heading; none where a dialog's title names it. */
  title?: string;
  sent?: (text: string) => void;
}) {
  const { available, targets = [], to, idPrefix, title, sent } = props;
  const { currency } = pageConfig();
  const form = useForm({ to: '', amount: '', paymentPassword: '' });
  const account = to ?? (targets.find((x) => x.account === form.values.to) ?? targets[0])?.account ?? '';
  const { amount, paymentPassword } = form.values;
  // For one account (a dialog that may have asked for the payment password first), the amount is the first thing to type.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form appears
  useEffect(() => {
    if (to !== undefined) document.getElementById(`${idPrefix}-amount`)?.focus();
  }, []);
  const submit = form.submit(
    () => {
      const checked = checkAmount(amount, currency.decimals, {
        above: [toMinor(available, currency.decimals), () => t('island.wallet.tooMuch', { amount: money(available) })],
      });
      return {
        ...('error' in checked ? { amount: checked.error } : {}),
        ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
      };
    },
    async () => {
      const checked = checkAmount(amount, currency.decimals);
      const value = 'minor' in checked ? fromMinor(checked.minor, currency.decimals) : 0;
      await sendToMember(account, value, paymentPassword);
      form.setValues({ to: account, amount: '', paymentPassword: '' });
      const text = t('island.transferUpline.sent', { amount: money(value), account });
      sent?.(text);
      return text;
    },
  );
  return (
    <form className="form wallet-form" onSubmit={submit} noValidate aria-labelledby={title ? `${idPrefix}-title` : undefined}>
      {title && (
        <h2 id={`${idPrefix}-title`} className="section-title">
          {title}
        </h2>
      )}
      {to === undefined && (
        <div className="field">
          <label htmlFor={`${idPrefix}-to`}>{t('island.transferUpline.to')}</label>
          <select id={`${idPrefix}-to`} value={account} onChange={(e) => form.setValues({ ...form.values, to: e.target.value })}>
            {targets.map((x) => (
              <option key={x.account} value={x.account}>
                {t(`island.transferUpline.${x.relation}`, { account: x.account })}
              </option>
            ))}
          </select>
        </div>
      )}
      <AmountField id={`${idPrefix}-amount`} {...form.field('amount')} />
      <SixDigitField label={t('island.withdraw.paymentPassword')} id={`${idPrefix}-payment-password`} {...form.field('paymentPassword')} />
      <Outcome status={form.status} label={t('island.transferUpline.submit')} />
    </form>
  );
}

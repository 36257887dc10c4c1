import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { formatMoney, fromMinor, toMinor } from '../../shared/money.ts';
import { $transferTargets, loadTransferTargets, sendToMember } from '../../stores/member-transfer.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { checkAmount } from './amount-check.ts';
import { AmountField, Outcome, SIX_DIGITS, useForm, SixDigitField } from './forms.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';

/**
 * /member/transferUpline: money from the main wallet to the member's upline agent, or from an
 * agent to one of their direct downlines, checked in the page (amount, what the wallet holds)
 * and confirmed with the payment password (set here first when the member has none).
 */
export function TransferUpline() {
  const state = useStore($transferTargets);
  const { currency } = pageConfig();
  const money = (major: number) => formatMoney(major, document.documentElement.lang, currency);
  const [loadFailed, setLoadFailed] = useState(false);
  const load = () =>
    loadTransferTargets().then(
      () => setLoadFailed(false),
      () => setLoadFailed(true),
    );
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the page island starts; load is made anew each render
  useEffect(() => void load(), []);
  const form = useForm({ to: '', amount: '', paymentPassword: '' });

  if (loadFailed) return <LoadFailed message={t('island.transferUpline.loadFailed')} onRetry={load} />;
  if (!state)
    return (
      <p className="placeholder" aria-busy="true">
        {t('island.transferUpline.loading')}
      </p>
    );
  if (!state.targets.length) return <p className="muted">{t('island.transferUpline.none')}</p>;
  if (!state.hasPaymentPassword) return <PaymentPasswordForm done={loadTransferTargets} />;

  const target = state.targets.find((x) => x.account === form.values.to) ?? state.targets[0]!;
  const { amount, paymentPassword } = form.values;
  const submit = form.submit(
    () => {
      const checked = checkAmount(amount, currency.decimals, {
        above: [toMinor(state.available, currency.decimals), () => t('island.wallet.tooMuch', { amount: money(state.available) })],
      });
      return {
        ...('error' in checked ? { amount: checked.error } : {}),
        ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
      };
    },
    async () => {
      const checked = checkAmount(amount, currency.decimals);
      const value = 'minor' in checked ? fromMinor(checked.minor, currency.decimals) : 0;
      await sendToMember(target.account, value, paymentPassword);
      form.setValues({ to: target.account, amount: '', paymentPassword: '' });
      return t('island.transferUpline.sent', { amount: money(value), account: target.account });
    },
  );
  return (
    <div className="transfer-upline">
      <ul className="wallet-list withdraw-facts">
        <li className="wallet-item">
          <span data-testid="transfer-available">{t('island.withdraw.available', { amount: money(state.available) })}</span>
        </li>
      </ul>
      <form className="form wallet-form" onSubmit={submit} noValidate aria-labelledby="transfer-member-title">
        <h2 id="transfer-member-title" className="section-title">
          {t('island.transferUpline.title')}
        </h2>
        <div className="field">
          <label htmlFor="transfer-to">{t('island.transferUpline.to')}</label>
          <select id="transfer-to" value={target.account} onChange={(e) => form.setValues({ ...form.values, to: e.target.value })}>
            {state.targets.map((x) => (
              <option key={x.account} value={x.account}>
                {t(`island.transferUpline.${x.relation}`, { account: x.account })}
              </option>
            ))}
          </select>
        </div>
        <AmountField {...form.field('amount')} />
        <SixDigitField label={t('island.withdraw.paymentPassword')} id="transfer-payment-password" {...form.field('paymentPassword')} />
        <Outcome status={form.status} label={t('island.transferUpline.submit')} />
      </form>
    </div>
  );
}

import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { WithdrawalOrder } from '../../../contract/generated/common.ts';
import { pageConfig, sitePath } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { fromMinor, toMinor } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import {
  $withdrawals,
  $withdrawInfo,
  loadWithdraw,
  refreshWithdrawals,
  requestWithdrawal,
  type WithdrawInfo,
} from '../../stores/withdraw.ts';
import { checkAmount } from './amount-check.ts';
import { feeText } from './fee-text.ts';
import { AmountField, Outcome, SIX_DIGITS, useForm, SixDigitField, TitledForm } from '../ui/forms.tsx';
import { PaymentPasswordForm } from './PaymentPasswordForm.tsx';
import { PayoutAccountForm } from './PayoutAccounts.tsx';
import { OrderHistory } from './OrderHistory.tsx';
import { ReceiptDialog } from './ReceiptDialog.tsx';
import { payoutAccount, receiptDue, receiptToConfirm, withdrawalNews, withdrawalStatus } from './withdrawal-status.ts';
import { ChoiceCard, FeeSummary, QuickAmounts, useOrderPage } from './order-page.tsx';
import { forRealMembers } from '../ui/real-member.tsx';

/**
 * /member/withdraw: the payment password (set once), payout accounts, a withdrawal checked in the
 * page before it is sent and held from the main wallet at once, and the latest withdrawals,
 * followed until the operator pays them out or rejects them.
 */
export const Withdraw = forRealMembers(WithdrawPage);

function WithdrawPage() {
  const info = useStore($withdrawInfo);
  const orders = useStore($withdrawals);
  const [receiptFor, setReceiptFor] = useState<{ order: WithdrawalOrder; opener: HTMLElement } | null>(null);
  const [receiptDone, setReceiptDone] = useState('');
  const openReceipt = (order: WithdrawalOrder) => (e: { currentTarget: HTMLElement }) => setReceiptFor({ order, opener: e.currentTarget });
  const instead = useOrderPage('withdraw', { load: loadWithdraw, refresh: refreshWithdrawals, orders, offered: info?.providers });
  if (instead || !info) return instead;

  const toConfirm = orders.filter(receiptToConfirm);
  return (
    <div className="withdraw">
      {/* What the member must do comes first, where a phone shows it without scrolling: the deadline runs. */}
      {toConfirm.map((o) => (
        <div key={o.orderId} className="withdraw-due" data-reference={o.reference}>
          <p>
            <strong>{t('island.receipt.paid', { payout: money(o.payout), account: payoutAccount(o) })}</strong>{' '}
            <span className="muted">{o.reference}</span>
          </p>
          {o.receiptDueAt && <p className="muted">{t('island.receipt.due', { time: receiptDue(o) })}</p>}
          <button type="button" className="btn btn-primary btn-small" onClick={openReceipt(o)}>
            {t('island.receipt.open')}
          </button>
        </div>
      ))}
      <ul className="wallet-list withdraw-facts">
        <li className="wallet-item surface">
          <span data-testid="withdraw-available">{t('island.withdraw.available', { amount: money(info.available) })}</span>
        </li>
        <li className="wallet-item surface">
          <span>{t('island.withdraw.today', { used: info.usedToday, count: info.dailyCount })}</span>
        </li>
        {info.turnoverRemaining > 0 && (
          <li className="wallet-item surface" data-testid="withdraw-turnover">
            <span>
              {t('island.withdraw.turnover', { amount: money(info.turnoverRemaining) })}{' '}
              <a href={sitePath('member/bonusDetails')}>{t('island.withdraw.turnoverLink')}</a>
            </span>
          </li>
        )}
        <li className="wallet-item surface">
          <span>
            {t('island.withdraw.limits', {
              min: money(info.min),
              max: money(info.max),
              fee: feeText({ percent: info.feePercent, fixed: info.feeFixed }, money),
            })}
          </span>
        </li>
      </ul>
      {info.hasPaymentPassword ? (
        <>
          <WithdrawForm info={info} orders={orders} />
          <PayoutAccountForm info={info} />
        </>
      ) : (
        <PaymentPasswordForm done={loadWithdraw} />
      )}
      <OrderHistory
        title={t('island.withdraw.history')}
        empty={t('island.withdraw.empty')}
        orders={orders}
        whereLabel={t('island.withdraw.col.account')}
        where={payoutAccount}
        status={(o) => (
          <>
            <span className={`status-badge status-${o.status.toLowerCase()}`}>{withdrawalStatus(o)}</span>
            {o.reason && <span className="muted records-note">{t('island.withdraw.rejectedBecause', { reason: o.reason })}</span>}
            {o.receipt && <span className="muted records-note">{t(`island.receipt.state.${o.receipt}`)}</span>}
            {o.dispute && (
              <span className="muted records-note">
                {t(`island.receipt.dispute.${o.dispute}`, {
                  reason: o.disputeReason ?? '',
                  amount: money(o.received ? o.payout - o.received : o.amount),
                })}
              </span>
            )}
          </>
        )}
      />
      <p role="status" className="form-success">
        {receiptDone}
      </p>
      {receiptFor && (
        <ReceiptDialog
          order={receiptFor.order}
          opener={receiptFor.opener}
          money={money}
          onClose={(done) => {
            setReceiptFor(null);
            if (done) setReceiptDone(done);
          }}
        />
      )}
    </div>
  );
}

/** Why no withdrawal can be asked for now, in words (an open turnover requirement, today's count used), or ''. */
function blockedBy(info: WithdrawInfo): string {
  if (info.turnoverRemaining > 0) return t('island.withdraw.turnoverBlocks', { amount: money(info.turnoverRemaining) });
  if (info.usedToday >= info.dailyCount) return t('island.withdraw.dailyUsed', { count: info.dailyCount });
  return '';
}

/**
 * The withdrawal: which account, how much (checked against the limits and the wallet), the payment
 * password. Once sent, its status line follows the order as the page learns of it (paid out, rejected).
 */
function WithdrawForm({ info, orders }: { info: WithdrawInfo; orders: WithdrawalOrder[] }) {
  const { currency } = pageConfig();
  const form = useForm({ accountId: String(info.accounts[0]?.accountId ?? ''), amount: '', paymentPassword: '' });
  const [requested, setRequested] = useState<WithdrawalOrder | null>(null);
  const latest = requested && (orders.find((o) => o.orderId === requested.orderId) ?? requested);
  const { amount, paymentPassword } = form.values;
  const account = info.accounts.find((a) => String(a.accountId) === form.values.accountId) ?? info.accounts[0];
  const most = Math.min(info.available, info.max);
  const typed = checkAmount(amount, currency.decimals);
  const submit = form.submit(
    () => {
      const checked = checkAmount(amount, currency.decimals, {
        below: [toMinor(info.min, currency.decimals), () => t('island.withdraw.belowMin', { amount: money(info.min) })],
        above: [
          toMinor(most, currency.decimals),
          () =>
            info.available < info.max
              ? t('island.wallet.tooMuch', { amount: money(info.available) })
              : t('island.withdraw.aboveMax', { amount: money(info.max) }),
        ],
      });
      return {
        ...('error' in checked ? { amount: checked.error } : {}),
        ...(SIX_DIGITS.test(paymentPassword) ? {} : { paymentPassword: t('island.withdraw.sixDigits') }),
      };
    },
    async () => {
      const parsed = checkAmount(amount, currency.decimals);
      const order = await requestWithdrawal(
        account!.accountId,
        'minor' in parsed ? fromMinor(parsed.minor, currency.decimals) : 0,
        paymentPassword,
      );
      form.setValues({ ...form.values, amount: '', paymentPassword: '' });
      setRequested(order);
      return withdrawalNews(order, money);
    },
  );
  // Told before typing anything: the gateway would refuse it (and does, when these facts are out of date).
  const blocked = blockedBy(info);
  if (blocked)
    return (
      // Not a region of its own: the page's island is the region named Withdraw.
      <div className="form wallet-form withdraw-form withdraw-blocked">
        <h2 id="withdraw-title" className="section-title">
          {t('island.withdraw.form')}
        </h2>
        <p role="alert" className="form-error">
          {blocked}
        </p>
      </div>
    );
  if (!account) return <p className="muted">{t('island.withdraw.noAccounts')}</p>;
  return (
    <TitledForm titleId="withdraw-title" title={t('island.withdraw.form')} className="wallet-form withdraw-form" onSubmit={submit}>
      <fieldset className="withdraw-accounts">
        <legend>{t('island.withdraw.accounts')}</legend>
        {info.accounts.map((a) => (
          <ChoiceCard
            key={a.accountId}
            name="account"
            value={a.accountId}
            checked={a.accountId === account.accountId}
            pick={() => form.setValues({ ...form.values, accountId: String(a.accountId) })}
            title={`${a.providerName} ${a.accountNumber}`}
          >
            <span className="deposit-channel-note">{a.accountName}</span>
          </ChoiceCard>
        ))}
      </fieldset>
      <AmountField {...form.field('amount')} />
      {most >= info.min && (
        <QuickAmounts
          amounts={[[most, t('island.withdraw.all', { amount: money(most) })]]}
          pick={(all) => form.setValues({ ...form.values, amount: String(all) })}
        />
      )}
      <FeeSummary
        typed={typed}
        charge={{ percent: info.feePercent, fixed: info.feeFixed }}
        say={({ fee, rest }) => t('island.withdraw.summary', { fee, payout: rest })}
      />
      <SixDigitField label={t('island.withdraw.paymentPassword')} id="withdraw-payment-password" {...form.field('paymentPassword')} />
      <Outcome
        status={form.status.kind === 'done' && latest ? { kind: 'done', text: withdrawalNews(latest, money) } : form.status}
        label={t('island.withdraw.submit')}
      />
    </TitledForm>
  );
}

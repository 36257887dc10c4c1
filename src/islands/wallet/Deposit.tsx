import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { DepositChannel, DepositOrder } from '../../../contract/generated/common.ts';
import { errorText } from '../../client/error-text.ts';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { fromMinor, toMinor } from '../../../core/money.ts';
import { money } from '../ui/money.ts';
import { $depositChannels, $depositOrders, loadDeposits, refreshOrders, requestDeposit } from '../../stores/deposit.ts';
import { checkAmount } from './amount-check.ts';
import { ChannelIcon } from './ChannelIcon.tsx';
import { AmountField } from '../ui/forms.tsx';
import { feeText } from './fee-text.ts';
import { OrderHistory, StatusBadge } from './OrderHistory.tsx';
import { ChoiceCard, FeeSummary, QuickAmounts, useOrderPage } from './order-page.tsx';
import { forRealMembers } from '../ui/real-member.tsx';
import { bringIntoView } from '../ui/bring-into-view.ts';

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; text: string };

/** Amounts a player taps instead of typing: multiples of the channel's minimum within its maximum. */
function quickAmounts(channel: DepositChannel): number[] {
  return [1, 2, 5, 10, 20]
    .map((times) => channel.min * times)
    .filter((amount) => amount <= channel.max)
    .slice(0, 4);
}

/**
 * /member/depositv2: the merchant's channels, an amount checked against the channel before it is
 * sent, then the pending order with its reference and where to pay, followed until the gateway
 * credits or fails it; and the member's latest deposits.
 */
export const Deposit = forRealMembers(DepositPage);

function DepositPage() {
  const channels = useStore($depositChannels);
  const orders = useStore($depositOrders);
  const { currency } = pageConfig();
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  // Once a request was refused for its amount, the amount is checked as it changes: the error goes as
  // soon as a quick amount or a typed one is within the channel's limits.
  const [checking, setChecking] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [copied, setCopied] = useState('');

  // A new order's instructions take the focus and the screen: on a phone they come after the form,
  // and focus alone would leave them at the screen's foot, under the bottom bar.
  useEffect(() => {
    const title = currentId === null ? null : document.getElementById('deposit-order-title');
    if (!title) return;
    title.focus({ preventScroll: true });
    bringIntoView(title.parentElement ?? title);
  }, [currentId]);

  // While an order waits, the orders are read again every few seconds (not while the tab is hidden).
  const instead = useOrderPage('deposit', { load: loadDeposits, refresh: refreshOrders, orders, offered: channels });
  if (instead || !channels) return instead;

  const channel = channels.find((c) => c.channelId === channelId) ?? channels[0]!;
  // Within the channel's limits, or what is wrong: what the member receives is said only for an amount the channel takes.
  const typed = checkAmount(amount, currency.decimals, {
    below: [toMinor(channel.min, currency.decimals), () => t('island.deposit.belowMin', { amount: money(channel.min) })],
    above: [toMinor(channel.max, currency.decimals), () => t('island.deposit.aboveMax', { amount: money(channel.max) })],
  });
  const current = orders.find((o) => o.orderId === currentId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    if ('error' in typed) return;
    setStatus({ kind: 'busy' });
    try {
      const order = await requestDeposit(channel.channelId, fromMinor(typed.minor, currency.decimals));
      setCurrentId(order.orderId);
      setAmount('');
      setChecking(false);
      setStatus({ kind: 'idle' });
    } catch (error) {
      setStatus({ kind: 'failed', text: errorText(error) });
    }
  };

  const copy = async (what: string, value: string) => {
    await navigator.clipboard?.writeText(value).catch(() => undefined);
    setCopied(t('island.deposit.copied', { what }));
  };

  return (
    <div className="deposit">
      <form className="form deposit-form" onSubmit={submit} noValidate>
        <fieldset className="deposit-channels">
          <legend className="section-title">{t('island.deposit.channels')}</legend>
          {channels.map((c) => (
            <ChoiceCard
              key={c.channelId}
              name="channel"
              value={c.channelId}
              checked={c.channelId === channel.channelId}
              pick={() => setChannelId(c.channelId)}
              title={
                <>
                  <ChannelIcon channel={c} />
                  {c.name}
                </>
              }
            >
              <span className="deposit-channel-kind">{t(`island.deposit.kind.${c.kind}`)}</span>
              <span className="deposit-channel-terms">
                {t('island.deposit.limits', { min: money(c.min), max: money(c.max) })} ·{' '}
                {feeText({ percent: c.feePercent, fixed: c.feeFixed }, money)}
              </span>
              {c.note && <span className="deposit-channel-note">{c.note}</span>}
            </ChoiceCard>
          ))}
        </fieldset>
        <AmountField
          name="amount"
          value={amount}
          error={checking && 'error' in typed ? typed.error : ''}
          onChange={(e) => setAmount(e.currentTarget.value)}
        />
        <QuickAmounts
          label={t('island.deposit.quick')}
          amounts={quickAmounts(channel).map((quick) => [quick, money(quick)] as const)}
          pick={(quick) => setAmount(String(quick))}
        />
        <FeeSummary
          typed={typed}
          charge={{ percent: channel.feePercent, fixed: channel.feeFixed }}
          say={({ fee, rest }) => t('island.deposit.summary', { fee, credit: rest })}
        />
        <button type="submit" className="btn btn-primary" disabled={status.kind === 'busy'}>
          {t('island.deposit.submit')}
        </button>
        {status.kind === 'failed' && (
          <p role="alert" className="form-error">
            {status.text}
          </p>
        )}
      </form>
      {current && <OrderPanel order={current} copy={copy} />}
      <p role="status" className="visually-hidden">
        {copied}
      </p>
      <OrderHistory
        title={t('island.deposit.history')}
        empty={t('island.deposit.empty')}
        orders={orders}
        whereLabel={t('island.deposit.col.channel')}
        where={(o) => o.channelName}
        status={(o) => <StatusBadge status={o.status} prefix="island.deposit.status." />}
      />
    </div>
  );
}

/** The order just made: what to pay, where, with which reference, and what became of it. */
function OrderPanel({ order, copy }: { order: DepositOrder; copy: (what: string, value: string) => void }) {
  const lines = [{ label: t('island.deposit.reference'), value: order.reference }, ...order.payTo];
  return (
    <section className="deposit-order surface" aria-labelledby="deposit-order-title" data-order={order.orderId}>
      <h2 id="deposit-order-title" className="section-title" tabIndex={-1}>
        {t('island.deposit.payNow', { amount: money(order.amount), channel: order.channelName })}
      </h2>
      <dl className="deposit-pay-to">
        {lines.map((line) => (
          <div key={line.label} className="deposit-pay-line">
            <dt>{line.label}</dt>
            <dd>
              <span className="deposit-pay-value">{line.value}</span>
              <button
                type="button"
                className="btn btn-ghost btn-small"
                aria-label={t('island.deposit.copyLabel', { what: line.label })}
                onClick={() => copy(line.label, line.value)}
              >
                {t('island.deposit.copy')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p className="muted">{t('island.deposit.referenceHint')}</p>
      <p role="status" className={`deposit-outcome deposit-outcome-${order.status.toLowerCase()}`}>
        {order.status === 'PENDING' && `${t('island.deposit.status.PENDING')}. ${t('island.deposit.waiting')}`}
        {order.status === 'CREDITED' && t('island.deposit.credited', { reference: order.reference, credit: money(order.credit) })}
        {order.status === 'FAILED' && t('island.deposit.failed', { reference: order.reference, reason: order.reason })}
      </p>
    </section>
  );
}

import { type ReactNode, useEffect } from 'react';
import { pageConfig } from '../../client/page-data.ts';
import { t } from '../../client/t.ts';
import { type FeeRule, feeOf } from '../../../core/fees.ts';
import { formatMinor } from '../../../core/money.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useLoad } from '../ui/use-load.ts';

/** How often a page reads waiting orders again, in ms. */
const POLL_MS = 3000;

/** Calls `refresh` every few seconds while `waiting` holds and the tab is visible (failures are tried again next time). */
function usePollWhile(waiting: boolean, refresh: () => Promise<void>): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}

/**
 * What the deposit and withdrawal pages share: their data loaded once (`load`), their orders read
 * again every few seconds while one is pending (`refresh`), and what shows in the page's place
 * until it has something to offer: the load's failure, the loading text, or the words for a
 * merchant that offers no way (`offered` empty: no channel, no provider). Null once the page may show.
 */
/**
 * Each page's words, written out whole: the build embeds in a page only the message keys its code
 * names (src/build-time/message-scopes.ts), and a key put together at run time would name them all.
 */
const WORDS = {
  deposit: { loadFailed: 'island.deposit.loadFailed', loading: 'island.deposit.loading', none: 'island.deposit.none' },
  withdraw: { loadFailed: 'island.withdraw.loadFailed', loading: 'island.withdraw.loading', none: 'island.withdraw.none' },
} as const;

export function useOrderPage(
  page: keyof typeof WORDS,
  data: {
    load: () => Promise<unknown>;
    refresh: () => Promise<void>;
    orders: readonly { status: string }[];
    offered: readonly unknown[] | null | undefined;
  },
): ReactNode {
  const { failed, retry } = useLoad(data.load);
  usePollWhile(
    data.orders.some((o) => o.status === 'PENDING'),
    data.refresh,
  );
  const words = WORDS[page];
  if (failed) return <LoadFailed message={t(words.loadFailed)} onRetry={retry} />;
  if (!data.offered) return <Loading>{t(words.loading)}</Loading>;
  if (!data.offered.length) return <p className="muted">{t(words.none)}</p>;
  return null;
}

/**
 * Under an amount the page takes (`typed`, as checkAmount read it): the fee the merchant charges
 * on it and what is left after it (credited, paid out), in the page's words; nothing otherwise.
 */
export function FeeSummary({
  typed,
  charge,
  say,
}: {
  typed: { minor: number } | { error: string };
  charge: FeeRule;
  say: (amounts: { fee: string; rest: string }) => string;
}) {
  if (!('minor' in typed)) return null;
  const { currency } = pageConfig();
  const lang = document.documentElement.lang;
  const fee = feeOf(typed.minor, charge, currency.decimals);
  return (
    <p className="muted deposit-summary">
      {say({ fee: formatMinor(fee, lang, currency), rest: formatMinor(Math.max(0, typed.minor - fee), lang, currency) })}
    </p>
  );
}

/** Amounts a player taps instead of typing, each with its words, as a group (named by `label` where there are several). */
export function QuickAmounts({
  amounts,
  pick,
  label,
}: {
  amounts: ReadonlyArray<readonly [amount: number, text: string]>;
  pick: (amount: number) => void;
  label?: string;
}) {
  return (
    <div className="deposit-quick" role="group" aria-label={label}>
      {amounts.map(([amount, text]) => (
        <button key={amount} type="button" className="btn btn-ghost btn-small" onClick={() => pick(amount)}>
          {text}
        </button>
      ))}
    </div>
  );
}

/** One of the page's ways (a deposit channel, a payout account) as a card to choose: a radio of group `name`, its name and lines. */
export function ChoiceCard({
  name,
  value,
  checked,
  pick,
  title,
  children,
}: {
  name: string;
  value: number | string;
  checked: boolean;
  pick: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <label className="deposit-channel surface">
      <input type="radio" name={name} value={value} checked={checked} onChange={pick} />
      <span className="deposit-channel-name">{title}</span>
      {children}
    </label>
  );
}

import { type ReactNode, useEffect } from 'react';
import { t } from '../../client/t.ts';
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
export function useOrderPage(
  page: 'deposit' | 'withdraw',
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
  if (failed) return <LoadFailed message={t(`island.${page}.loadFailed`)} onRetry={retry} />;
  if (!data.offered) return <Loading>{t(`island.${page}.loading`)}</Loading>;
  if (!data.offered.length) return <p className="muted">{t(`island.${page}.none`)}</p>;
  return null;
}

import { useEffect } from 'react';

/** How often a page reads waiting orders again, in ms. */
const POLL_MS = 3000;

/** Calls `refresh` every few seconds while `waiting` holds and the tab is visible (failures are tried again next time). */
export function usePollWhile(waiting: boolean, refresh: () => Promise<void>): void {
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => document.visibilityState === 'visible' && void refresh().catch(() => undefined), POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, refresh]);
}

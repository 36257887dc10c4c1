import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import { t } from '../../client/t.ts';
import { $session } from '../../stores/session.ts';
import { Loading } from './Loading.tsx';

/**
 * What a real-member page shows instead of itself: the loading text until the member is known
 * (nothing is asked before then, since a trial account must not ask at all), the real-account
 * text for a trial account, or null when the page may load.
 */
export function useRealMemberGate(): ReactNode {
  const { member, isTrial } = useStore($session);
  if (!member) return <Loading>{t('island.wallet.loading')}</Loading>;
  return isTrial ? <p className="muted">{t('error.in_need_true_account')}</p> : null;
}

/** A page only a real member sees (records, wallet, rewards...): the gate above in its place until it may load. */
export function forRealMembers(Page: () => ReactNode): () => ReactNode {
  return function RealMemberPage() {
    return useRealMemberGate() ?? <Page />;
  };
}

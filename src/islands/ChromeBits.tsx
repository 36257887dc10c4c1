// Small islands of the site's chrome that need the session: the agent centre's clock and account
// name, the side menu's sign-out and the member menu's badges (unread messages, missions and rewards to claim). src/islands/main.tsx mounts each where its page has it.
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';
import { pageConfig } from '../client/page-data.ts';
import { t } from '../client/t.ts';
import { openModal } from '../stores/modal.ts';
import { $missions, loadMissions } from '../stores/missions.ts';
import { $unread } from '../stores/balance-and-unread.ts';
import { $rewardSummary, loadRewardSummary } from '../stores/rewards.ts';
import { $member, $session } from '../stores/session.ts';

/** hh:mm:ss in the merchant's time zone (the header shows its offset beside it). */
function clockText(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(
    now,
  );
}

/** The agent centre's clock: the merchant's time, every second. */
export function AgentClock() {
  const { timezone } = pageConfig();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    // Ticks on the second, so the seconds change when the wall clock's do.
    let timer = window.setTimeout(
      function tick() {
        setNow(new Date());
        timer = window.setTimeout(tick, 1000 - (Date.now() % 1000));
      },
      1000 - (Date.now() % 1000),
    );
    return () => window.clearTimeout(timer);
  }, []);
  return <time dateTime={now.toISOString()}>{clockText(now, timezone)}</time>;
}

/** The signed-in agent's account name. */
export function AgentAccount() {
  const member = useStore($member);
  if (!member) return null;
  return (
    <span className="agent-account">
      <span className="visually-hidden">{t('island.agent.account')} </span>
      {member.account}
    </span>
  );
}

/** The side menu's sign-out, for a signed-in player: asks first, as the header's does. */
export function SideSignOut() {
  const { isLogin } = useStore($session);
  if (!isLogin) return null;
  return (
    <button type="button" className="btn btn-ghost side-signout" onClick={(e) => openModal('logout', e.currentTarget)}>
      {t('header.signOut')}
    </button>
  );
}

/** A member-menu item's badge: its unread messages, its missions done and waiting to be claimed, or its rewards to claim. */
export function UnreadBadge({ item }: { item: string }) {
  if (item === 'rewardCenter') return <RewardsBadge />;
  return item === 'missionLeaderboard' ? <MissionsBadge /> : <MessagesBadge />;
}

function MessagesBadge() {
  return <Badge count={useStore($unread)} label="island.unread" />;
}

/** Today's missions done and waiting to be claimed. */
function MissionsBadge() {
  return <ClaimableBadge store={$missions} load={loadMissions} count={(m) => m.claimable} label="island.missions.badge" />;
}

/** What the reward centre has to claim. */
function RewardsBadge() {
  return (
    <ClaimableBadge store={$rewardSummary} load={loadRewardSummary} count={(r) => r.availablePromoCount} label="island.rewards.badge" />
  );
}

/**
 * A badge whose count a store holds: asked for once per page, for a real member (the page the
 * badge leads to asks again when it opens, and after a claim).
 */
function ClaimableBadge<T>({
  store,
  load,
  count,
  label,
}: {
  store: ReadableAtom<T | null>;
  load: () => Promise<unknown>;
  count: (value: T) => number;
  label: string;
}) {
  const { isLogin, isTrial } = useStore($session);
  const value = useStore(store);
  useEffect(() => {
    if (isLogin && !isTrial && store.get() === null) load().catch(() => undefined);
  }, [isLogin, isTrial, store, load]);
  return <Badge count={value === null ? 0 : count(value)} label={label} />;
}

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="badge">
      {count}
      <span className="visually-hidden"> {t(label, { count })}</span>
    </span>
  );
}

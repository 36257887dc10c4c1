// Small islands of the site's chrome that need the session: the agent centre's clock and account
// name, the side menu's sign-out and the member menu's badges (unread messages, missions and rewards to claim). src/islands/main.tsx mounts each where its page has it.
import { useStore } from '@nanostores/react';
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

/** Asks for today's missions once per page, for a real member (the missions page asks again when it opens). */
function MissionsBadge() {
  const { isLogin, isTrial } = useStore($session);
  const missions = useStore($missions);
  useEffect(() => {
    if (isLogin && !isTrial && $missions.get() === null) loadMissions().catch(() => undefined);
  }, [isLogin, isTrial]);
  return <Badge count={missions?.claimable ?? 0} label="island.missions.badge" />;
}

/** Asks what the reward centre has to claim once per page, for a real member (a claim there asks again). */
function RewardsBadge() {
  const { isLogin, isTrial } = useStore($session);
  const summary = useStore($rewardSummary);
  useEffect(() => {
    if (isLogin && !isTrial && $rewardSummary.get() === null) loadRewardSummary().catch(() => undefined);
  }, [isLogin, isTrial]);
  return <Badge count={summary?.availablePromoCount ?? 0} label="island.rewards.badge" />;
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

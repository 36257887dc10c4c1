// Missions: today's missions with the member's progress, claiming a done one's reward (with a
// request id the gateway makes idempotent), and the leaderboard by valid bet. After a claim the
// missions and the header's balance follow the gateway.
import { atom } from 'nanostores';
import { missionsClaim, missionsLeaderboard, missionsSummary } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export type Missions = ValueOf<typeof missionsSummary>;
export type Leaderboard = ValueOf<typeof missionsLeaderboard>;

export const $missions = atom<Missions | null>(null);

/** Reads today's missions. */
export async function loadMissions(): Promise<void> {
  $missions.set(await gateway().call(missionsSummary, { t: Date.now() }));
}

/** Claims a done mission's reward; what reached the main wallet (major units). Throws the gateway's refusal. */
export async function claimMission(missionId: number): Promise<number> {
  const done = await withRequestId(`mission ${missionId}`, (requestId) => gateway().call(missionsClaim, { requestId, missionId }));
  await Promise.all([loadMissions(), refreshBalance()]);
  return done.amount;
}

/** The leaderboard of today or the last 7 days. */
export function loadLeaderboard(period: 'DAY' | 'WEEK'): Promise<Leaderboard> {
  return gateway().call(missionsLeaderboard, { period, t: Date.now() });
}

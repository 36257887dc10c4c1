// The reward centre: what the member can claim now (availablePromoCount, the member menu's badge),
// their tickets and opening one, the current raffle and claiming a won prize. Opening and claiming
// carry a request id the gateway makes idempotent; after either the badge, the lists and the
// header's balance follow the gateway.
import { atom } from 'nanostores';
import { raffleClaim, rewardsOpen, rewardsRaffle, rewardsSummary, rewardsTickets } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export type RewardSummary = ValueOf<typeof rewardsSummary>;
export type RewardTickets = ValueOf<typeof rewardsTickets>;
export type TicketKind = RewardTickets['tickets'][number]['kind'];
export type Opened = ValueOf<typeof rewardsOpen>;
export type RaffleView = ValueOf<typeof rewardsRaffle>;

export const $rewardSummary = atom<RewardSummary | null>(null);
export const $rewardTickets = atom<RewardTickets | null>(null);
export const $raffle = atom<RaffleView | null>(null);

/**
 * Reads what the member can claim now: the badge's availablePromoCount. The gateway sums every
 * kind of reward: tickets, raffle prizes and issued promotion bonuses (gateway/store/rewards.ts).
 */
export async function loadRewardSummary(): Promise<void> {
  $rewardSummary.set(await gateway().call(rewardsSummary, { t: Date.now() }));
}

/** Reads the member's tickets, the prize tables and the history of opened ones. */
export async function loadRewardTickets(): Promise<void> {
  $rewardTickets.set(await gateway().call(rewardsTickets, { t: Date.now() }));
}

/** Reads the current raffle and the member's won prizes. */
export async function loadRaffle(): Promise<void> {
  $raffle.set(await gateway().call(rewardsRaffle, { t: Date.now() }));
}

/** After a claim: the badge and the header's balance follow the gateway (the page reloads its lists when its animation is done). */
function afterClaim(): Promise<unknown> {
  return Promise.all([loadRewardSummary(), refreshBalance()]);
}

/** Opens a ticket: what the gateway drew and paid. Throws the gateway's refusal. */
export async function openTicket(ticketId: number): Promise<Opened> {
  const opened = await withRequestId(`ticket ${ticketId}`, (requestId) => gateway().call(rewardsOpen, { requestId, ticketId }));
  await afterClaim().catch(() => undefined);
  return opened;
}

/** Claims a won raffle prize; what reached the main wallet (major units). Throws the gateway's refusal. */
export async function claimRafflePrize(prizeId: number): Promise<number> {
  const paid = await withRequestId(`raffle prize ${prizeId}`, (requestId) => gateway().call(raffleClaim, { requestId, prizeId }));
  await Promise.all([afterClaim(), loadRaffle()]).catch(() => undefined);
  return paid.amount;
}

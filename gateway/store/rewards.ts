// The reward centre's whole (docs/gateway.md, "Reward centre"): the merchant's seed (ticket
// rules, prize tables, the first raffle, the demo members' tickets) and what a member can claim
// now, the number the member menu's badge shows.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { findByUsername } from './members.ts';
import { claimablePromotions } from './promotions.ts';
import { seedRaffle, unclaimedPrizeCount } from './raffles.ts';
import { grantTickets, openableCount, seedTicketRules, TICKET_KINDS } from './reward-tickets.ts';

/** Seeds a merchant's rules, prize tables and first raffle. */
export function seedRewards(db: DatabaseSync, tenant: Tenant, now: number): void {
  seedTicketRules(db, tenant);
  seedRaffle(db, tenant, now);
}

/** Tickets the demo members hold so a preview shows them: three of each kind, for 30 days. */
export function seedDemoTickets(db: DatabaseSync, tenant: Tenant, now: number): void {
  for (const account of DEMO_ACCOUNTS) {
    const member = findByUsername(db, tenant.code, account.username);
    if (!member) continue;
    for (const kind of TICKET_KINDS)
      grantTickets(db, { merchant: tenant.code, memberId: member.id, kind, source: 'seed', count: 3, validDays: 30, now });
  }
}

/** What the member can claim now, by kind of reward. */
export interface Claimable {
  tickets: number;
  rafflePrizes: number;
  /** Promotion bonuses issued and not claimed yet. */
  promotions: number;
  /** The sum the badge shows (availablePromoCount). */
  total: number;
}

/** What the member can claim now: unopened tickets, unclaimed raffle prizes and issued promotion bonuses. */
export function claimableRewards(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): Claimable {
  const tickets = openableCount(db, memberId, now);
  const rafflePrizes = unclaimedPrizeCount(db, memberId);
  const promotions = claimablePromotions(db, tenant, memberId);
  return { tickets, rafflePrizes, promotions, total: tickets + rafflePrizes + promotions };
}

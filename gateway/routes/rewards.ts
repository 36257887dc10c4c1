// The reward centre (gateway/store/reward-tickets.ts, raffles.ts, rewards.ts): what a member can
// claim now, their tickets and opening one, the current raffle and claiming a won prize. Amounts
// in major units on the wire.
import { raffleClaim, rewardsOpen, rewardsRaffle, rewardsSummary, rewardsTickets } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import { claimRoute } from './claims.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { readText } from '../store/localized-text.ts';
import { claimRafflePrize, currentRaffle, raffleEntries, rafflePrizes, wonPrizes } from '../store/raffles.ts';
import { openableTickets, openedTickets, openTicket, prizeTable, TICKET_KINDS } from '../store/reward-tickets.ts';
import { claimableRewards } from '../store/rewards.ts';

/** Opened tickets the history shows. */
const HISTORY_SIZE = 50;

export function rewardRoutes(r: CallRouter): void {
  r.call(rewardsSummary, (ctx) => {
    const member = realMember(ctx);
    const { tickets, rafflePrizes, promotions, total } = claimableRewards(ctx.gw.db, ctx.tenant, member.id, ctx.gw.clock());
    return { availablePromoCount: total, tickets, rafflePrizes, promotions };
  });

  r.call(rewardsTickets, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      tickets: openableTickets(gw.db, member.id, gw.clock()).map((t) => ({
        ticketId: t.ticketId,
        kind: t.kind,
        source: t.source,
        grantedAt: t.grantedAt,
        expiresAt: t.expiresAt,
      })),
      prizes: TICKET_KINDS.flatMap((kind) =>
        prizeTable(gw.db, tenant.code, kind).map((p) => ({
          kind,
          segment: p.segment,
          amount: major(p.amount),
          turnoverMultiple: p.turnoverMultiple,
        })),
      ),
      history: openedTickets(gw.db, member.id, HISTORY_SIZE).map((t) => ({
        ticketId: t.ticketId,
        kind: t.kind,
        source: t.source,
        openedAt: t.openedAt ?? 0,
        segment: t.segment ?? 0,
        prize: major(t.prize ?? 0),
      })),
    };
  });

  r.call(rewardsOpen, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const { ticket, balance } = openTicket(gw.db, tenant, member.id, {
      requestId: input.requestId,
      ticketId: input.ticketId,
      now: gw.clock(),
    });
    const prize = prizeTable(gw.db, tenant.code, ticket.kind).find((p) => p.segment === ticket.segment);
    return {
      ticketId: ticket.ticketId,
      kind: ticket.kind,
      segment: ticket.segment ?? 0,
      prize: major(ticket.prize ?? 0),
      turnoverMultiple: prize?.turnoverMultiple ?? 0,
      balance: major(balance),
    };
  });

  r.call(rewardsRaffle, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const raffle = currentRaffle(gw.db, tenant.code, gw.clock());
    const won = wonPrizes(gw.db, member.id).map((p) => ({
      prizeId: p.prizeId,
      raffleId: p.raffleId,
      title: readText(p.title, ctx.language, tenant.config.languages.default),
      rank: p.rank,
      amount: major(p.amount),
      claimed: p.claimedAt !== null,
    }));
    if (!raffle) return { won };
    return {
      raffle: {
        raffleId: raffle.raffleId,
        title: readText(raffle.title, ctx.language, tenant.config.languages.default),
        startsAt: raffle.startsAt,
        endsAt: raffle.endsAt,
        drawAt: raffle.drawAt,
        drawn: raffle.drawnAt !== null,
        entryUnit: major(raffle.entryUnit),
        entries: raffleEntries(gw.db, raffle, member.id)[0]?.entries ?? 0,
        prizes: rafflePrizes(gw.db, raffle.raffleId).map((p) => ({ rank: p.rank, amount: major(p.amount) })),
      },
      won,
    };
  });

  claimRoute(r, raffleClaim, ({ gw, tenant, input }, memberId) =>
    claimRafflePrize(gw.db, tenant, memberId, { requestId: input.requestId, prizeId: input.prizeId, now: gw.clock() }),
  );
}

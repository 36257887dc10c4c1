// A member's records by period: every movement on their wallets from the ledger (by group), their
// bets (the betting record), their profit and loss by day of the merchant's time zone, and their
// bonuses with the turnover each requires.
import { memberBonusDetails, recordsBets, recordsProfit, walletTransactions } from '../../contract/generated/calls.ts';
import type { BetRecord, BetTotals, GameType } from '../../contract/generated/common.ts';
import { dayIn, RECORD_DAYS } from '../../core/periods.ts';
import type { Gateway, Tenant } from '../context.ts';
import { type BetRow, betsOf, quarterSums, type BetSums } from '../store/bets.ts';
import { fromMinor, MAIN_WALLET } from '../../core/money.ts';
import { groupOf, TRANSACTION_GROUPS } from '../../core/transaction-kinds.ts';
import { GatewayError } from '../http/errors.ts';
import { realMember, type CallRouter } from '../http/router.ts';
import { bonusesOf, remainingTurnover } from '../store/bonuses.ts';
import { readText } from '../store/localized-text.ts';
import { memberEntries } from '../store/ledger.ts';

/**
 * Refuses a period that ends before it starts or spans more than RECORD_DAYS of the merchant's
 * days: an hour more is allowed, for the day the clocks go back is 25 hours long.
 */
export function checkPeriod(from: number, to: number): void {
  if (to <= from || to - from > RECORD_DAYS * 86_400_000 + 3_600_000) {
    throw new GatewayError('records.range.invalid', `the period must end after it starts and span at most ${RECORD_DAYS} days`);
  }
}

export function recordRoutes(r: CallRouter): void {
  r.call(walletTransactions, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const group = input.group ?? 'ALL';
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 20];
    const { rows, total, totalIn, totalOut } = memberEntries(gw.db, {
      merchant: tenant.code,
      memberId: member.id,
      from: input.startTime,
      to: input.endTime,
      kinds: group === 'ALL' ? null : TRANSACTION_GROUPS[group],
      page,
      size,
    });
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      list: rows.map((row) => ({
        transactionId: row.transactionId,
        kind: row.kind,
        group: groupOf(row.kind),
        wallet: row.vendor || MAIN_WALLET,
        amount: major(row.amount),
        balanceAfter: major(row.balanceAfter),
        createdAt: row.createdAt,
      })),
      totalPages: Math.ceil(total / size),
      totalCount: total,
      totalIn: major(totalIn),
      totalOut: major(totalOut),
    };
  });

  r.call(memberBonusDetails, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const [pageNo, pageSize] = [input.pageNo ?? 1, input.pageSize ?? 20];
    const filter = { memberId: member.id, from: input.startTime, to: input.endTime, status: input.status ?? 'ALL' };
    const { rows, total, amount } = bonusesOf(gw.db, filter, { pageNo, pageSize });
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      list: rows.map((b) => ({
        bonusId: b.id,
        source: b.source,
        title: readText(b.title, ctx.language, tenant.config.languages.default),
        amount: major(b.amount),
        turnoverRequired: major(b.turnoverRequired),
        turnoverDone: major(b.turnoverDone),
        grantedAt: b.grantedAt,
        metAt: b.metAt,
      })),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
      totalAmount: major(amount),
      turnoverRemaining: major(remainingTurnover(gw.db, member.id)),
    };
  });
}

/** A bet as the betting record (and an agent's detail of a team account) answers it: major units, the game's name, the member's result. */
export function wireBet(gw: Gateway, tenant: Tenant, b: BetRow): BetRecord {
  const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
  return {
    betId: b.id,
    gameType: b.gameType as GameType,
    vendor: b.vendor,
    gameName: gw.catalog.get(b.nodeId)?.wire.displayName ?? String(b.nodeId),
    stake: major(b.stake),
    validBet: major(b.validBet),
    payout: major(b.payout),
    winLoss: major(b.payout - b.stake),
    placedAt: b.placedAt,
  };
}

/** Sums in minor units as the records answer them, in major units, with the member's result. */
function asTotals(tenant: Tenant, sums: BetSums): BetTotals {
  const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
  return {
    bets: sums.bets,
    stake: major(sums.stake),
    validBet: major(sums.validBet),
    payout: major(sums.payout),
    winLoss: major(sums.payout - sums.stake),
  };
}

export function betRecordRoutes(r: CallRouter): void {
  r.call(recordsBets, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 20];
    const filter = {
      memberId: member.id,
      from: input.startTime,
      to: input.endTime,
      gameType: !input.gameType || input.gameType === 'ALL' ? null : input.gameType,
    };
    const { rows, sums } = betsOf(gw.db, filter, page, size);
    return {
      list: rows.map((b) => wireBet(gw, tenant, b)),
      totalPages: Math.ceil(sums.bets / size),
      totalCount: sums.bets,
      totals: asTotals(tenant, sums),
    };
  });

  r.call(recordsProfit, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const order = tenant.config.products.map((p) => p.gameType as string);
    const byDay = new Map<string, BetSums & { day: string; gameType: string }>();
    const all: BetSums = { bets: 0, stake: 0, validBet: 0, payout: 0 };
    for (const q of quarterSums(gw.db, { memberId: member.id, from: input.startTime, to: input.endTime, gameType: null })) {
      const day = dayIn(q.quarter, tenant.config.timezone);
      const key = `${day} ${q.gameType}`;
      const row = byDay.get(key) ?? { day, gameType: q.gameType, bets: 0, stake: 0, validBet: 0, payout: 0 };
      for (const sums of [row, all]) {
        sums.bets += q.bets;
        sums.stake += q.stake;
        sums.validBet += q.validBet;
        sums.payout += q.payout;
      }
      byDay.set(key, row);
    }
    const rows = [...byDay.values()].sort((a, b) => b.day.localeCompare(a.day) || order.indexOf(a.gameType) - order.indexOf(b.gameType));
    return {
      rows: rows.map((row) => ({ day: row.day, gameType: row.gameType as GameType, totals: asTotals(tenant, row) })),
      totals: asTotals(tenant, all),
    };
  });
}

// Manual rebates (gateway/store/rebates.ts): what the member may claim now by game type, the
// claim itself (once per request id), and the claims made. Amounts in major units on the wire.
import { rebateClaim, rebateClaims, rebateSummary } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { claimable, claimRebate, claimsOf, minimumClaim } from '../store/rebates.ts';

export function rebateRoutes(r: CallRouter): void {
  r.call(rebateSummary, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const rows = claimable(gw.db, tenant, member.id);
    return {
      rows: rows.map((row) => ({
        gameType: row.gameType,
        bets: row.bets,
        validBet: major(row.validBet),
        ratePercent: row.rateBp / 100,
        amount: major(row.amount),
      })),
      total: major(rows.reduce((sum, row) => sum + row.amount, 0)),
      minimum: major(minimumClaim(tenant)),
    };
  });

  r.call(rebateClaim, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const claim = claimRebate(gw.db, tenant, member.id, input.requestId, gw.clock());
    return { claimId: claim.claimId, amount: major(claim.amount), validBet: major(claim.validBet), balance: major(claim.balance) };
  });

  r.call(rebateClaims, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, total } = claimsOf(gw.db, member.id, { pageNo, pageSize });
    return {
      list: rows.map((c) => ({ claimId: c.id, amount: major(c.amount), validBet: major(c.validBet), createdAt: c.createdAt })),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  });
}

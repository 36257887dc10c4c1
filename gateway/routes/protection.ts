// Player protection (/member/responsibleGaming; gateway/store/protection.ts): the member's limits,
// reality check and breaks, set here and enforced at the doors that move money or start play.
import * as calls from '../../contract/concerns/protection.ts';
import type { ProtectionState } from '../../contract/generated/common.ts';
import { exactMinor, fromMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { hashToken } from '../crypto/tokens.ts';
import { GatewayError } from '../http/errors.ts';
import { type CallContext, type CallRouter, realMember } from '../http/router.ts';
import { breakOf, limitsOf, playSince, presetOf, realityCheckMinutes, setLimit, setRealityCheck, takeBreak } from '../store/protection.ts';

/** The member's protection as the page shows it: major units, each limit in its current window. */
function protectionState(db: CallContext<unknown>['gw']['db'], tenant: Tenant, memberId: number, now: number): ProtectionState {
  const { decimals } = tenant.config.currency;
  const major = (minor: number | null) => (minor === null ? null : fromMinor(minor, decimals));
  const preset = presetOf(tenant);
  const taken = breakOf(db, memberId, now);
  return {
    limits: limitsOf(db, tenant, memberId, now).map((l) => ({
      kind: l.kind,
      period: l.period,
      amount: major(l.amount),
      used: fromMinor(l.used, decimals),
      left: l.amount === null ? null : fromMinor(Math.max(0, l.amount - l.used), decimals),
      resetsAt: l.resetsAt,
      ...(l.pending ? { pending: { amount: major(l.pending.amount), appliesAt: l.pending.appliesAt } } : {}),
      ...(l.lockedUntil !== null ? { lockedUntil: l.lockedUntil } : {}),
    })),
    realityCheckMinutes: realityCheckMinutes(db, tenant, memberId),
    timeOutDays: preset.timeOutDays,
    selfExclusionMonths: preset.selfExclusionMonths,
    limitRaiseDelayHours: preset.limitRaiseDelayHours,
    ...(taken ? { breakKind: taken.kind, breakUntil: taken.until } : {}),
  };
}

export function protectionRoutes(r: CallRouter): void {
  r.call(calls.memberProtection, (ctx) => protectionState(ctx.gw.db, ctx.tenant, realMember(ctx).id, ctx.gw.clock()));

  r.call(calls.memberProtectionLimit, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const { decimals } = tenant.config.currency;
    const amount = input.amount === null ? null : exactMinor(input.amount, decimals);
    if (amount === undefined || amount === 0)
      throw new GatewayError('protection.amount.invalid', `the limit must be above 0 with at most ${decimals} decimal places`);
    const now = gw.clock();
    setLimit(gw.db, tenant, { memberId: member.id, kind: input.kind, period: input.period, amount, actor: 'member', now });
    return protectionState(gw.db, tenant, member.id, now);
  });

  r.call(calls.memberProtectionRealityCheck, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    const now = gw.clock();
    setRealityCheck(gw.db, tenant, member.id, input.minutes, 'member', now);
    return protectionState(gw.db, tenant, member.id, now);
  });

  r.call(calls.memberProtectionBreak, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    return {
      until: takeBreak(gw.db, tenant, { memberId: member.id, kind: input.kind, length: input.length, actor: 'member', now: gw.clock() }),
    };
  });

  r.call(calls.memberRealityCheck, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, token } = ctx;
    const { decimals } = tenant.config.currency;
    const session = gw.db.prepare('SELECT created_at AS at FROM sessions WHERE token_hash = ?').get(hashToken(token as string)) as {
      at: number;
    };
    const { stakes, wins } = playSince(gw.db, member.id, session.at);
    return {
      loginAt: session.at,
      intervalMinutes: realityCheckMinutes(gw.db, tenant, member.id),
      stakes: fromMinor(stakes, decimals),
      wins: fromMinor(wins, decimals),
      net: fromMinor(wins - stakes, decimals),
    };
  });
}

// VIP ranks (gateway/store/vip.ts): the member's rank, their valid bet so far, the next rank's
// threshold and every rank's benefits. Amounts in major units on the wire.
import { memberVip } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { rankName, vipRanks, vipStanding } from '../store/vip.ts';

export function vipRoutes(r: CallRouter): void {
  r.call(memberVip, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, language } = ctx;
    const named = (label: string) => rankName(label, language);
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    const ranks = vipRanks(gw.db, tenant.code);
    // The stored standing, not the session's copy: a bet since the login may have promoted them.
    const { level, validBet } = vipStanding(gw.db, member.id);
    const next = ranks.find((rank) => rank.level > level);
    return {
      level,
      label: named(ranks.find((rank) => rank.level === level)?.label ?? ''),
      validBet: major(validBet),
      ...(next ? { next: { level: next.level, label: named(next.label), threshold: major(next.threshold) } } : {}),
      ranks: ranks.map((rank) => ({
        level: rank.level,
        label: named(rank.label),
        threshold: major(rank.threshold),
        upgradeBonus: major(rank.upgradeBonus),
        turnoverMultiple: rank.turnoverMultiple,
        pointsBonusPercent: rank.pointsBonusPercent,
        extraWithdrawals: rank.extraWithdrawals,
      })),
    };
  });
}

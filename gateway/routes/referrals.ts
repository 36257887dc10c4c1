// Referrals (gateway/store/referrals.ts): the member's code with what it earned, and the friends
// who registered with it. Only where the merchant has the referral feature on, and while its
// REFERRAL promotion runs.
import type { DatabaseSync } from 'node:sqlite';
import { referralFriends, referralInfo } from '../../contract/generated/calls.ts';
import { fromMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { friendsOf, REFERRAL_SHARE_PERCENT, referralCodeOf, referralEnabled } from '../store/referrals.ts';

function checkReferral(db: DatabaseSync, tenant: Tenant): void {
  if (!tenant.config.features.referral) throw refuse.disabled('referral');
  if (!referralEnabled(db, tenant)) throw new GatewayError('referral.closed', 'the referral programme is closed');
}

export function referralRoutes(r: CallRouter): void {
  r.call(referralInfo, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    checkReferral(gw.db, tenant);
    const { total, earned } = friendsOf(gw.db, member.id, { pageNo: 1, pageSize: 1 });
    return {
      referralCode: referralCodeOf(gw.db, member.id),
      sharePercent: REFERRAL_SHARE_PERCENT,
      friends: total,
      earned: fromMinor(earned, tenant.config.currency.decimals),
    };
  });

  r.call(referralFriends, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    checkReferral(gw.db, tenant);
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, total } = friendsOf(gw.db, member.id, { pageNo, pageSize });
    return {
      list: rows.map((f) => ({ ...f, earned: fromMinor(f.earned, tenant.config.currency.decimals) })),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  });
}

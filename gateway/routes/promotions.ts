// Promotions (gateway/store/promotions.ts): the list and one promotion with the asker's state,
// joining, applying and claiming. Amounts in major units on the wire; texts in the page's language.
import { promotionsApply, promotionsClaim, promotionsJoin, promotionsList } from '../../contract/generated/calls.ts';
import type { Promotion } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { type CallContext, type CallRouter, realMember } from '../http/router.ts';
import { claimRoute } from './claims.ts';
import { localize } from '../context.ts';
import { GatewayError } from '../http/errors.ts';
import { applyPromotion, claimPromotion, joinPromotion, type Shown, shownPromotions } from '../store/promotions.ts';

/** A promotion as the wire carries it, in the asker's language. */
function wire<Q>(ctx: CallContext<Q>, p: Shown): Promotion {
  const { tenant, language } = ctx;
  const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
  return {
    promotionId: p.id,
    title: localize(tenant, p.titles, language),
    rules: localize(tenant, p.rules, language),
    banner: p.banner ?? `/wps/static/promotions/${tenant.code}/${p.id}-${language.toLowerCase()}.svg`,
    startsAt: p.startsAt,
    endsAt: p.closedAt === null ? p.endsAt : Math.min(p.endsAt, p.closedAt),
    audience: p.audience,
    kind: p.kind,
    ...(p.minDeposit === null ? {} : { minDeposit: major(p.minDeposit) }),
    bonus: {
      kind: p.bonusKind,
      value: p.bonusKind === 'FIXED' ? major(p.bonusValue) : p.bonusValue,
      ...(p.bonusCap === null ? {} : { cap: major(p.bonusCap) }),
    },
    turnoverMultiple: p.turnoverMultiple,
    state: p.state,
    ...(p.amount === null ? {} : { amount: major(p.amount) }),
    ...(p.reason === null ? {} : { reason: p.reason }),
  };
}

/** One promotion as the asker is shown it; promotion.unknown when they are not. */
function shownOne<Q>(ctx: CallContext<Q>, promotionId: number): Shown {
  const p = shownPromotions(ctx.gw.db, ctx.tenant, ctx.member, ctx.gw.clock()).find((s) => s.id === promotionId);
  if (!p) throw new GatewayError('promotion.unknown', 'there is no such promotion');
  return p;
}

export function promotionRoutes(r: CallRouter): void {
  r.call(promotionsList, (ctx) => {
    const shown = shownPromotions(ctx.gw.db, ctx.tenant, ctx.member, ctx.gw.clock());
    return { list: shown.map((p) => wire(ctx, p)), claimable: shown.filter((p) => p.state === 'ISSUED').length };
  });

  r.call(promotionsJoin, (ctx) => {
    const member = realMember(ctx);
    joinPromotion(ctx.gw.db, ctx.tenant, member, ctx.input.promotionId, ctx.gw.clock());
    return wire(ctx, shownOne(ctx, ctx.input.promotionId));
  });

  r.call(promotionsApply, (ctx) => {
    const member = realMember(ctx);
    const { promotionId, comment, imageIds = [] } = ctx.input;
    applyPromotion(ctx.gw.db, ctx.tenant, member, { promotionId, comment, imageIds }, ctx.gw.clock());
    return wire(ctx, shownOne(ctx, promotionId));
  });

  claimRoute(r, promotionsClaim, ({ gw, tenant, input }, memberId) =>
    claimPromotion(gw.db, tenant, memberId, { requestId: input.requestId, promotionId: input.promotionId, now: gw.clock() }),
  );
}

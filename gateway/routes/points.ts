// The points mall (gateway/store/points.ts and points-mall.ts): the member's points and the
// merchant's rules, the goods, redeeming one and converting points (both with the payment
// password), the redeem history and the points details. Points are whole numbers on the wire;
// amounts in major units.
import {
  pointsConvert,
  pointsDetails,
  pointsGoods,
  pointsRedeem,
  pointsRedemptions,
  pointsSummary,
} from '../../contract/generated/calls.ts';
import type { PointRedemption } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { localize, type Tenant } from '../context.ts';
import { type CallRouter, realMember, signedIn } from '../http/router.ts';
import { balanceOf } from '../store/ledger.ts';
import { convertAmountAt, convertPoints, pointEntries, pointSettings, pointsEarned, pointsOf } from '../store/points.ts';
import { goodsOf, type GoodRow, type RedemptionRow, redeemGood, redemptionsOf } from '../store/points-mall.ts';
import { vipRank, vipRanks } from '../store/vip.ts';
import { hasPaymentPassword } from '../store/payment-password.ts';
import { withPaymentPassword } from './money-out.ts';
import { checkPeriod } from './records.ts';

/** A redemption on the wire, with its good's name and unit in the page's language. */
function asRedemption(tenant: Tenant, row: RedemptionRow, goods: readonly GoodRow[], language: string): PointRedemption {
  const good = goods.find((g) => g.id === row.goodId);
  return {
    redemptionId: row.id,
    goodId: row.goodId,
    goodName: good ? localize(tenant, good.name, language) : String(row.goodId),
    quantity: row.quantity,
    unit: good ? localize(tenant, good.unit, language) : '',
    points: row.points,
    amount: fromMinor(row.amount, tenant.config.currency.decimals),
    status: row.status,
    remark: row.remark,
    ...(row.address === null ? {} : { address: row.address }),
    ...(row.paidAccount === null ? {} : { paidAccount: row.paidAccount }),
    createdAt: row.createdAt,
    ...(row.decidedAt === null ? {} : { decidedAt: row.decidedAt }),
  };
}

export function pointRoutes(r: CallRouter): void {
  r.call(pointsSummary, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    const s = pointSettings(gw.db, tenant);
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      points: pointsOf(gw.db, member.id),
      earned: pointsEarned(gw.db, member.id),
      betPerPoint: major(s.betPerPoint),
      vipLevel: member.vipLevel,
      convertPoints: s.convertPoints,
      convertAmount: major(convertAmountAt(s, vipRank(gw.db, tenant.code, member.vipLevel).pointsBonusPercent)),
      hasPaymentPassword: hasPaymentPassword(gw.db, member.id),
      // One rate per rank of the merchant (store/vip.ts).
      rates: vipRanks(gw.db, tenant.code).map((rank) => ({
        vipLevel: rank.level,
        amount: major(convertAmountAt(s, rank.pointsBonusPercent)),
      })),
    };
  });

  r.call(pointsGoods, (ctx) => {
    signedIn(ctx);
    const { gw, tenant, language } = ctx;
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      list: goodsOf(gw.db, tenant.code).map((g) => ({
        goodId: g.id,
        name: localize(tenant, g.name, language),
        description: localize(tenant, g.description, language),
        imageUrl: `/wps/static/goods/${g.image}.svg`,
        unit: localize(tenant, g.unit, language),
        points: g.points,
        amount: major(g.amount),
        ...(g.stock === null ? {} : { stock: g.stock }),
        maxQuantity: g.maxQuantity,
        delivery: g.delivery,
      })),
    };
  });

  r.call(pointsRedemptions, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, language } = ctx;
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, total } = redemptionsOf(gw.db, member.id, input.status ?? 'ALL', { pageNo, pageSize });
    const goods = goodsOf(gw.db, tenant.code);
    return {
      list: rows.map((row) => asRedemption(tenant, row, goods, language)),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
    };
  });

  r.call(pointsRedeem, async (ctx) => {
    const member = await withPaymentPassword(ctx, ctx.input.paymentPassword);
    const { gw, tenant, input, language } = ctx;
    const row = redeemGood(gw.db, tenant, member.id, {
      requestId: input.requestId,
      goodId: input.goodId,
      quantity: input.quantity,
      address: input.address,
      paidAccount: input.paidAccount,
      now: gw.clock(),
    });
    return {
      redemption: asRedemption(tenant, row, goodsOf(gw.db, tenant.code), language),
      points: pointsOf(gw.db, member.id),
      balance: fromMinor(balanceOf(gw.db, tenant.code, member.id), tenant.config.currency.decimals),
    };
  });

  r.call(pointsConvert, async (ctx) => {
    const member = await withPaymentPassword(ctx, ctx.input.paymentPassword);
    const { gw, tenant, input } = ctx;
    const done = convertPoints(gw.db, tenant, member.id, { requestId: input.requestId, points: input.points, now: gw.clock() });
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return { points: done.points, amount: major(done.amount), balance: major(done.balance) };
  });

  r.call(pointsDetails, (ctx) => {
    const member = realMember(ctx);
    const { gw, input } = ctx;
    checkPeriod(input.startTime, input.endTime);
    const pageNo = input.pageNo ?? 1;
    const pageSize = input.pageSize ?? 20;
    const { rows, total, totalIn, totalOut } = pointEntries(gw.db, member.id, input.startTime, input.endTime, { pageNo, pageSize });
    return {
      list: rows.map((e) => ({
        entryId: e.id,
        kind: e.kind,
        points: e.points,
        balanceAfter: e.balanceAfter,
        reference: e.ref,
        createdAt: e.createdAt,
      })),
      totalPages: Math.ceil(total / pageSize),
      totalCount: total,
      totalIn,
      totalOut,
    };
  });
}

// Money that leaves a member's main wallet with their payment password: withdrawals
// (gateway/store/withdrawals.ts and beside it: the page's settings and accounts, the payment
// password, payout accounts, requests held at once and their orders, receipts; the operator settles them with the CLI), and
// transfers to the upline or a downline (gateway/store/member-transfers.ts).
import {
  memberPaymentPassword,
  walletPayoutBind,
  walletTransferMember,
  walletTransferTargets,
  walletWithdraw,
  walletWithdrawalOrders,
  walletWithdrawInfo,
  walletWithdrawReceipt,
} from '../../contract/generated/calls.ts';
import type { PayoutAccount, WithdrawalOrder } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { localize, type Tenant } from '../context.ts';
import { remainingTurnover } from '../store/bonuses.ts';
import { GatewayError } from '../http/errors.ts';
import { type CallContext, type CallRouter, realMember } from '../http/router.ts';
import type { Member } from '../store/members.ts';
import { balanceOf } from '../store/ledger.ts';
import { transferTargets, transferToMember } from '../store/member-transfers.ts';
import { dailyWithdrawals, requestWithdrawal, withdrawalsOf, withdrawalsToday, type WithdrawalRow } from '../store/withdrawals.ts';
import { checkPaymentPassword, hasPaymentPassword, setPaymentPassword } from '../store/payment-password.ts';
import { bindPayoutAccount, payoutAccountsOf, payoutProvider, type PayoutAccountRow } from '../store/payout-accounts.ts';
import { confirmReceipt, type ReceiptOutcome } from '../store/withdrawal-receipts.ts';

/** A payout account on the wire: the number masked but for its last four characters. */
function asAccount(tenant: Tenant, row: PayoutAccountRow, language: string): PayoutAccount {
  const provider = payoutProvider(tenant, row.providerId);
  return {
    accountId: row.id,
    providerId: row.providerId,
    providerName: provider ? localize(tenant, provider.name, language) : row.providerId,
    kind: provider?.kind ?? 'BANK',
    accountName: row.accountName,
    accountNumber: `•••• ${row.accountNumber.slice(-4)}`,
  };
}

/** An order on the wire, in major units. */
function asOrder(tenant: Tenant, row: WithdrawalRow, accounts: PayoutAccountRow[], language: string): WithdrawalOrder {
  const { decimals } = tenant.config.currency;
  const account = accounts.find((a) => a.id === row.accountId)!;
  return {
    orderId: row.id,
    reference: row.reference,
    account: asAccount(tenant, account, language),
    amount: fromMinor(row.amount, decimals),
    fee: fromMinor(row.fee, decimals),
    payout: fromMinor(row.amount - row.fee, decimals),
    status: row.status,
    reason: row.reason ?? '',
    ...(row.receipt === null
      ? {}
      : {
          receipt: row.receipt,
          received: fromMinor(row.received, decimals),
          remaining: fromMinor(row.receipt === 'RECEIVED' || row.receipt === 'FORCED' ? 0 : row.amount - row.fee - row.received, decimals),
          ...(row.receiptDueAt === null ? {} : { receiptDueAt: row.receiptDueAt }),
          ...(row.dispute === null ? {} : { dispute: row.dispute }),
          ...(row.disputeReason === null ? {} : { disputeReason: row.disputeReason }),
        }),
    createdAt: row.createdAt,
    ...(row.settledAt === null ? {} : { settledAt: row.settledAt }),
  };
}

/** The signed-in member who may move real money, once their payment password is checked. */
export async function withPaymentPassword<Q>(ctx: CallContext<Q>, paymentPassword: string): Promise<Member> {
  const member = realMember(ctx);
  await checkPaymentPassword(ctx.gw.db, ctx.tenant, member.id, paymentPassword, ctx.gw.clock());
  return member;
}

export function withdrawRoutes(r: CallRouter): void {
  r.call(walletWithdrawInfo, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, language } = ctx;
    const { withdrawal } = tenant.config.wallet;
    const { currency } = tenant.config;
    return {
      hasPaymentPassword: hasPaymentPassword(gw.db, member.id),
      min: withdrawal.min,
      max: withdrawal.max,
      dailyCount: dailyWithdrawals(gw.db, tenant, member.id),
      usedToday: withdrawalsToday(gw.db, tenant, member.id, gw.clock()),
      feePercent: withdrawal.fee.percent,
      feeFixed: withdrawal.fee.fixed,
      available: fromMinor(balanceOf(gw.db, tenant.code, member.id), currency.decimals),
      turnoverRemaining: fromMinor(remainingTurnover(gw.db, member.id), currency.decimals),
      providers: withdrawal.payoutProviders.map((p) => ({ providerId: p.id, kind: p.kind, name: localize(tenant, p.name, language) })),
      accounts: payoutAccountsOf(gw.db, member.id).map((a) => asAccount(tenant, a, language)),
    };
  });

  r.call(memberPaymentPassword, async (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    if (input.confirmPaymentPassword !== input.paymentPassword)
      throw new GatewayError('confirm_password_error', 'confirmation password not correct');
    await setPaymentPassword(
      gw.db,
      tenant,
      member,
      { password: input.password, oldPaymentPassword: input.oldPaymentPassword, change: input.change },
      input.paymentPassword,
      gw.clock(),
    );
    return {};
  });

  r.call(walletPayoutBind, async (ctx) => {
    const member = await withPaymentPassword(ctx, ctx.input.paymentPassword);
    const { gw, tenant, input, language } = ctx;
    const row = bindPayoutAccount(gw.db, tenant, { ...input, memberId: member.id, now: gw.clock() });
    return asAccount(tenant, row, language);
  });

  r.call(walletWithdraw, async (ctx) => {
    const member = await withPaymentPassword(ctx, ctx.input.paymentPassword);
    const { gw, tenant, input, language } = ctx;
    const row = requestWithdrawal(gw.db, tenant, { ...input, memberId: member.id, now: gw.clock() });
    return asOrder(tenant, row, payoutAccountsOf(gw.db, member.id), language);
  });

  r.call(walletWithdrawReceipt, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, language } = ctx;
    const said: ReceiptOutcome =
      input.outcome === 'PARTIAL'
        ? { outcome: 'PARTIAL', received: input.received ?? 0 }
        : input.outcome === 'NOT_RECEIVED'
          ? { outcome: 'NOT_RECEIVED', proofIds: input.proofIds ?? [] }
          : { outcome: 'FULL' };
    const row = confirmReceipt(gw.db, tenant, member.id, input.orderId, said, gw.clock());
    return asOrder(tenant, row, payoutAccountsOf(gw.db, member.id), language);
  });

  r.call(walletWithdrawalOrders, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, language } = ctx;
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 10];
    const { rows, total } = withdrawalsOf(gw.db, member.id, page, size);
    const accounts = payoutAccountsOf(gw.db, member.id);
    return { list: rows.map((row) => asOrder(tenant, row, accounts, language)), totalPages: Math.ceil(total / size), totalCount: total };
  });
}

/** Transfers to the upline or a downline, with the payment password. */
export function memberTransferRoutes(r: CallRouter): void {
  r.call(walletTransferTargets, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    return {
      targets: transferTargets(gw.db, member).map(({ member: m, relation }) => ({ account: m.username, nickname: m.nickname, relation })),
      available: fromMinor(balanceOf(gw.db, tenant.code, member.id), tenant.config.currency.decimals),
      hasPaymentPassword: hasPaymentPassword(gw.db, member.id),
    };
  });

  r.call(walletTransferMember, async (ctx) => {
    const member = await withPaymentPassword(ctx, ctx.input.paymentPassword);
    const { gw, tenant, input } = ctx;
    return transferToMember(gw.db, tenant, member, { requestId: input.requestId, to: input.to, amount: input.amount, now: gw.clock() });
  });
}

// Deposits on the ledger (gateway/store/deposits.ts): the merchant's channels, a member's request
// to pay in (a pending order), and their orders. The operator settles orders with the CLI.
import { walletDepositChannels, walletDepositCreate, walletDepositOrders } from '../../contract/generated/calls.ts';
import type { DepositOrder } from '../../contract/generated/common.ts';
import { fromMinor } from '../../core/money.ts';
import { localize, type Tenant } from '../context.ts';
import { realMember, type CallRouter } from '../http/router.ts';
import { createDeposit, depositChannel, depositsOf, type DepositRow } from '../store/deposits.ts';

/** An order on the wire: major units, the channel's name and instructions in the request's language. */
function asOrder(tenant: Tenant, row: DepositRow, language: string): DepositOrder {
  const { decimals } = tenant.config.currency;
  const channel = depositChannel(tenant, row.channelId);
  return {
    orderId: row.id,
    reference: row.reference,
    channelId: row.channelId,
    channelName: channel ? localize(tenant, channel.name, language) : row.channelId,
    kind: channel?.kind ?? 'BANK',
    amount: fromMinor(row.amount, decimals),
    fee: fromMinor(row.fee, decimals),
    credit: fromMinor(row.amount - row.fee, decimals),
    status: row.status,
    reason: row.reason ?? '',
    createdAt: row.createdAt,
    ...(row.settledAt === null ? {} : { settledAt: row.settledAt }),
    payTo: (channel?.payTo ?? []).map((line) => ({ label: localize(tenant, line.label, language), value: line.value })),
  };
}

export function depositRoutes(r: CallRouter): void {
  r.call(walletDepositChannels, (ctx) => {
    realMember(ctx);
    const { tenant, language } = ctx;
    return {
      list: tenant.config.wallet.deposit.channels.map((c) => ({
        channelId: c.id,
        kind: c.kind,
        name: localize(tenant, c.name, language),
        min: c.min,
        max: c.max,
        feePercent: c.fee.percent,
        feeFixed: c.fee.fixed,
        note: c.note ? localize(tenant, c.note, language) : '',
        // The build copies the config's asset to the same path at the site's root.
        ...(c.icon ? { icon: `/${c.icon}` } : {}),
      })),
    };
  });

  r.call(walletDepositCreate, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, language } = ctx;
    // The store takes the call's input as it is, with the member and the time.
    const row = createDeposit(gw.db, tenant, { ...input, memberId: member.id, now: gw.clock() });
    return asOrder(tenant, row, language);
  });

  r.call(walletDepositOrders, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input, language } = ctx;
    const [page, size] = [input.pageNo ?? 1, input.pageSize ?? 10];
    const { rows, total } = depositsOf(gw.db, member.id, page, size);
    return { list: rows.map((row) => asOrder(tenant, row, language)), totalPages: Math.ceil(total / size), totalCount: total };
  });
}

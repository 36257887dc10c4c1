// A member's records: every movement on their wallets from the ledger, by period and group.
import { walletTransactions } from '../../src/contract/generated/calls.ts';
import { fromMinor, MAIN_WALLET } from '../../src/shared/money.ts';
import { groupOf, TRANSACTION_GROUPS } from '../../src/shared/transaction-kinds.ts';
import { GatewayError } from '../http/errors.ts';
import { realMember, type CallRouter } from '../http/router.ts';
import { memberEntries } from '../store/ledger.ts';

/** The longest period a records call covers. */
const MAX_RECORD_DAYS = 92;

/** Refuses a period that ends before it starts or spans more than MAX_RECORD_DAYS. */
function checkPeriod(from: number, to: number): void {
  if (to <= from || to - from > MAX_RECORD_DAYS * 86_400_000) {
    throw new GatewayError('records.range.invalid', `the period must end after it starts and span at most ${MAX_RECORD_DAYS} days`);
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
}

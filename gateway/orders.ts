// The operator's view of deposit and withdrawal orders, one shape for both, for the CLI: list them
// and settle one (approve, or fail/reject with a reason the member is told).
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from './context.ts';
import { depositById, listDeposits, settleDeposit, type DepositStatus } from './store/deposits.ts';
import { listWithdrawals, settleWithdrawal, withdrawalById, type WithdrawalStatus } from './store/withdrawals.ts';

/** An order as the CLI lists it: amount in minor units, `where` the channel or payout account. */
interface ListedOrder {
  id: number;
  reference: string;
  createdAt: number;
  merchant: string;
  username: string;
  where: string;
  amount: number;
  status: string;
  reason: string | null;
}

interface OrderKind {
  noun: string;
  statuses: readonly string[];
  /** The verbs that settle an order: the yes (approve) and the no (needs a reason). */
  verbs: readonly [string, string];
  list(db: DatabaseSync, filter: { merchant?: string | undefined; status?: string | undefined; limit: number }): ListedOrder[];
  merchantOf(db: DatabaseSync, id: number): string | undefined;
  /** Settles an order: a null reason approves it. */
  settle(db: DatabaseSync, tenant: Tenant, id: number, reason: string | null, now: number): { reference: string; status: string };
}

export const ORDERS: Record<'deposit' | 'withdrawal', OrderKind> = {
  deposit: {
    noun: 'deposit',
    statuses: ['PENDING', 'CREDITED', 'FAILED'],
    verbs: ['approve', 'fail'],
    list: (db, filter) =>
      listDeposits(db, { ...filter, status: filter.status as DepositStatus | undefined }).map((r) => ({ ...r, where: r.channelId })),
    merchantOf: (db, id) => depositById(db, id)?.merchant,
    settle: (db, tenant, id, reason, now) =>
      settleDeposit(db, tenant, id, reason === null ? { credit: true } : { credit: false, reason }, now),
  },
  withdrawal: {
    noun: 'withdrawal',
    statuses: ['PENDING', 'APPROVED', 'REJECTED'],
    verbs: ['approve', 'reject'],
    list: (db, filter) =>
      listWithdrawals(db, { ...filter, status: filter.status as WithdrawalStatus | undefined }).map((r) => ({
        ...r,
        where: `${r.providerId} ${r.accountNumber} (${r.accountName})`,
      })),
    merchantOf: (db, id) => withdrawalById(db, id)?.merchant,
    settle: (db, tenant, id, reason, now) =>
      settleWithdrawal(db, tenant, id, reason === null ? { approve: true } : { approve: false, reason }, now),
  },
};

// Payout accounts (migrations/007_withdrawals.sql): where a member's withdrawals are paid, bound
// with the payment password at one of the merchant's payout providers.
import type { DatabaseSync } from 'node:sqlite';
import type { PayoutProvider } from '../../core/config/generated/resolved-tenant-config.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

const PAYOUT_ACCOUNT_ROW = rowShape<PayoutAccountRow>('PAYOUT_ACCOUNT_ROW', {
  id: true,
  memberId: true,
  providerId: true,
  accountName: true,
  accountNumber: true,
});

/** A member binds at most this many payout accounts. */
const MAX_PAYOUT_ACCOUNTS = 5;

export interface PayoutAccountRow {
  id: number;
  memberId: number;
  providerId: string;
  accountName: string;
  accountNumber: string;
}

const ACCOUNT_COLUMNS =
  'id, member_id AS memberId, provider_id AS providerId, account_name AS accountName, account_number AS accountNumber';

/** The provider of a merchant's config with that id, if it still offers it. */
export function payoutProvider(tenant: Tenant, id: string): PayoutProvider | undefined {
  return tenant.config.wallet.withdrawal.payoutProviders.find((p) => p.id === id);
}

/** The member's payout accounts, oldest first. */
export function payoutAccountsOf(db: DatabaseSync, memberId: number): PayoutAccountRow[] {
  return allRows(
    db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE member_id = ? ORDER BY id`),
    PAYOUT_ACCOUNT_ROW,
    memberId,
  );
}

/** Binds a payout account at one of the merchant's providers (the caller checked the payment password). */
export function bindPayoutAccount(
  db: DatabaseSync,
  tenant: Tenant,
  account: { memberId: number; providerId: string; accountName: string; accountNumber: string; now: number },
): PayoutAccountRow {
  if (!payoutProvider(tenant, account.providerId))
    throw new Refusal('payout.provider.unknown', `${account.providerId} is not a payout provider of this merchant`);
  const number = account.accountNumber.replace(/[\s-]/g, '');
  if (!/^[A-Za-z0-9]{4,34}$/.test(number)) throw new Refusal('payout.account.invalid', 'the account number is 4 to 34 letters and digits');
  return transaction(db, () => {
    const accounts = payoutAccountsOf(db, account.memberId);
    if (accounts.some((a) => a.providerId === account.providerId && a.accountNumber === number))
      throw new Refusal('payout.account.exists', 'this account is already bound');
    if (accounts.length >= MAX_PAYOUT_ACCOUNTS) throw new Refusal('payout.account.limit', `at most ${MAX_PAYOUT_ACCOUNTS} payout accounts`);
    const result = db
      .prepare('INSERT INTO payout_accounts (member_id, provider_id, account_name, account_number, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(account.memberId, account.providerId, account.accountName.trim(), number, account.now);
    return oneRow(
      db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM payout_accounts WHERE id = ?`),
      PAYOUT_ACCOUNT_ROW,
      Number(result.lastInsertRowid),
    )!;
  });
}

// The money ledger (migrations/005_ledger.sql): accounts, journal transactions and their entries.
// `post` is the one way money moves: it checks that the entries sum to zero and that no member
// account goes below zero, then writes the journal transaction, its entries and the balances
// together, inside the caller's SQLite transaction or one of its own. Amounts are integers in the
// currency's minor unit. docs/gateway.md ("Money") states the invariants; tests/gateway/ledger*
// prove them, under concurrency and across SIGKILL.
import type { DatabaseSync } from 'node:sqlite';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { allRows, rowShape } from './rows.ts';

const MEMBER_ENTRY = rowShape<MemberEntry>('MEMBER_ENTRY', {
  transactionId: true,
  kind: true,
  vendor: true,
  amount: true,
  balanceAfter: true,
  createdAt: true,
});

/** The house's accounts: where money comes from and goes to ('withdrawals' holds what waits to be paid out). */
type HouseAccount = 'opening' | 'deposits' | 'withdrawals' | 'payouts' | 'bonuses' | 'fees' | 'games' | 'contracts';

/** A member's main wallet (no vendor) or one of their vendor wallets; or a house account. */
type AccountRef = { memberId: number; vendor?: string } | { house: HouseAccount };

/** One side of a movement: a positive amount credits the account, a negative one debits it. */
interface Leg {
  account: AccountRef;
  amount: number;
}

/** Who asked, so that request ids of different requesters never meet. */
export type Requester = `member:${number}` | 'operator' | 'system';

export interface Posting {
  merchant: string;
  requester: Requester;
  /** The client's id for this request: a repeat answers the first answer and moves nothing. */
  requestId: string;
  /** What the movement is (transfer, deposit, opening, bet, ...), for the records. */
  kind: string;
  /** The member the movement is about, for their records. */
  memberId: number | null;
  /** The call and its input: the same request id with another fingerprint is refused. */
  fingerprint: string;
  legs: Leg[];
  now: number;
  /**
   * Refuses a new movement (throws a Refusal) on what only the transaction reads as it stands: run
   * inside it, after the repeat check, so a repeat of an answered request still gets its answer.
   */
  allowed?: () => void;
}

/** An earlier answer to a request id, when there is one (the caller returns it as it is). */
function earlierAnswer<T>(db: DatabaseSync, merchant: string, requester: Requester, requestId: string, fingerprint: string): T | undefined {
  const row = db
    .prepare('SELECT fingerprint, answer FROM journal WHERE merchant = ? AND requester = ? AND request_id = ?')
    .get(merchant, requester, requestId) as { fingerprint: string; answer: string } | undefined;
  if (!row) return undefined;
  if (row.fingerprint !== fingerprint) throw reusedRequestId();
  return JSON.parse(row.answer) as T;
}

/** The refusal of a request id already used for another request (a client bug: nothing moves). */
export function reusedRequestId(): Refusal {
  return new Refusal('request.id.reused', 'this request id was already used for another request: send a new one');
}

/**
 * Moves money: one journal transaction, its entries and the new balances, atomically. `answer`
 * is built from the journal id once the entries are written (so it can carry the new balances)
 * and stored for repeats. Throws wallet.balance.insufficient (nothing written) when a member
 * account would go below zero.
 */
export function post<T>(db: DatabaseSync, posting: Posting, answer: (journalId: number) => T): T {
  const legs = posting.legs.filter((leg) => leg.amount !== 0);
  if (legs.some((leg) => !Number.isSafeInteger(leg.amount))) throw new Error('ledger: amounts are integers in the minor unit');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0) !== 0)
    throw new Error('ledger: the entries of a journal transaction must sum to zero');
  return transaction(db, () => {
    const earlier = earlierAnswer<T>(db, posting.merchant, posting.requester, posting.requestId, posting.fingerprint);
    if (earlier !== undefined) return earlier;
    posting.allowed?.();
    const accounts = mergeLegs(db, posting.merchant, legs);
    for (const { id, amount, member, balance } of accounts) {
      if (member && balance + amount < 0) {
        throw new Refusal('wallet.balance.insufficient', 'the balance is not enough for this amount', {
          value: { accountId: id, balance },
        });
      }
    }
    const journal = db
      .prepare(
        'INSERT INTO journal (merchant, requester, request_id, kind, member_id, fingerprint, answer, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .run(posting.merchant, posting.requester, posting.requestId, posting.kind, posting.memberId, posting.fingerprint, '{}', posting.now);
    const journalId = Number(journal.lastInsertRowid);
    const entry = db.prepare('INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after) VALUES (?, ?, ?, ?)');
    const move = db.prepare('UPDATE ledger_accounts SET balance = balance + ? WHERE id = ?');
    for (const { id, amount, balance } of accounts) {
      if (amount === 0) continue;
      move.run(amount, id);
      entry.run(journalId, id, amount, balance + amount);
    }
    const result = answer(journalId);
    db.prepare('UPDATE journal SET answer = ? WHERE id = ?').run(JSON.stringify(result), journalId);
    return result;
  });
}

/** The legs per account (two legs on one account add up), with each account's id and balance. */
function mergeLegs(
  db: DatabaseSync,
  merchant: string,
  legs: Leg[],
): Array<{ id: number; amount: number; member: boolean; balance: number }> {
  const byId = new Map<number, { id: number; amount: number; member: boolean; balance: number }>();
  for (const leg of legs) {
    const { id, balance } = account(db, merchant, leg.account);
    const merged = byId.get(id) ?? { id, amount: 0, member: 'memberId' in leg.account, balance };
    merged.amount += leg.amount;
    byId.set(id, merged);
  }
  return [...byId.values()];
}

/** An account's id and balance, opening it (at zero) on first use. */
function account(db: DatabaseSync, merchant: string, ref: AccountRef): { id: number; balance: number } {
  const [memberId, kind, vendor] =
    'house' in ref ? [null, ref.house, ''] : [ref.memberId, ref.vendor ? 'vendor' : 'main', ref.vendor ?? ''];
  const find = () =>
    db
      .prepare('SELECT id, balance FROM ledger_accounts WHERE merchant = ? AND IFNULL(member_id, 0) = ? AND kind = ? AND vendor = ?')
      .get(merchant, memberId ?? 0, kind, vendor) as { id: number; balance: number } | undefined;
  const found = find();
  if (found) return found;
  db.prepare('INSERT INTO ledger_accounts (merchant, member_id, kind, vendor) VALUES (?, ?, ?, ?)').run(merchant, memberId, kind, vendor);
  return find()!;
}

/**
 * Credits a member's main wallet from the house's opening account (a new account's starting
 * money, or an operator's credit): one journal transaction, once per request id.
 */
export function creditOpening(
  db: DatabaseSync,
  credit: { merchant: string; memberId: number; amount: number; requester: Requester; requestId: string; now: number },
): void {
  const { merchant, memberId, amount, requester, requestId, now } = credit;
  const legs = [
    { account: { memberId }, amount },
    { account: { house: 'opening' as const }, amount: -amount },
  ];
  post(db, { merchant, requester, requestId, kind: 'opening', memberId, fingerprint: `opening ${amount}`, legs, now }, () => ({}));
}

/** A member's wallet balance (main, or a vendor's), zero when it was never used. */
export function balanceOf(db: DatabaseSync, merchant: string, memberId: number, vendor = ''): number {
  const row = db
    .prepare('SELECT balance FROM ledger_accounts WHERE merchant = ? AND member_id = ? AND kind = ? AND vendor = ?')
    .get(merchant, memberId, vendor ? 'vendor' : 'main', vendor) as { balance: number } | undefined;
  return row?.balance ?? 0;
}

/** A member's vendor wallets that have been used, by vendor code. */
export function vendorBalances(db: DatabaseSync, merchant: string, memberId: number): Map<string, number> {
  const rows = db
    .prepare("SELECT vendor, balance FROM ledger_accounts WHERE merchant = ? AND member_id = ? AND kind = 'vendor' ORDER BY vendor")
    .all(merchant, memberId) as Array<{ vendor: string; balance: number }>;
  return new Map(rows.map((row) => [row.vendor, row.balance]));
}

/** The ledger's invariants, for tests and `gateway check`: empty when they all hold. */
export function ledgerProblems(db: DatabaseSync): string[] {
  const problems: string[] = [];
  const q = <T>(sql: string) => db.prepare(sql).all() as T[];
  for (const row of q<{ merchant: string; total: number }>(
    'SELECT merchant, SUM(balance) AS total FROM ledger_accounts GROUP BY merchant HAVING total <> 0',
  )) {
    problems.push(`${row.merchant}: the accounts sum to ${row.total}, not 0`);
  }
  for (const row of q<{ id: number; total: number }>(
    'SELECT journal_id AS id, SUM(amount) AS total FROM ledger_entries GROUP BY journal_id HAVING total <> 0',
  )) {
    problems.push(`journal ${row.id}: its entries sum to ${row.total}, not 0`);
  }
  for (const row of q<{ id: number; balance: number; total: number }>(
    'SELECT a.id, a.balance, IFNULL(SUM(e.amount), 0) AS total FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id GROUP BY a.id HAVING a.balance <> total',
  )) {
    problems.push(`account ${row.id}: balance ${row.balance}, but its entries sum to ${row.total}`);
  }
  for (const row of q<{ id: number; balance: number }>(
    'SELECT id, balance FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0',
  )) {
    problems.push(`account ${row.id}: a member's balance below zero (${row.balance})`);
  }
  return problems;
}

/** A movement on one of a member's wallets, as their records list it (minor units). */
export interface MemberEntry {
  transactionId: number;
  kind: string;
  vendor: string;
  amount: number;
  balanceAfter: number;
  createdAt: number;
}

/**
 * A member's movements in [from, to), newest first, of the given journal kinds (all when null),
 * one page; and what came in and went out over the whole period.
 */
export function memberEntries(
  db: DatabaseSync,
  filter: { merchant: string; memberId: number; from: number; to: number; kinds: readonly string[] | null; page: number; size: number },
): { rows: MemberEntry[]; total: number; totalIn: number; totalOut: number } {
  const kinds = filter.kinds ? JSON.stringify(filter.kinds) : null;
  const where = `FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN journal j ON j.id = e.journal_id
    WHERE a.merchant = ? AND a.member_id = ? AND j.created_at >= ? AND j.created_at < ? AND (? IS NULL OR j.kind IN (SELECT value FROM json_each(?)))`;
  const args = [filter.merchant, filter.memberId, filter.from, filter.to, kinds, kinds] as const;
  const sums = db
    .prepare(`SELECT COUNT(*) AS n, IFNULL(SUM(MAX(e.amount, 0)), 0) AS inflow, IFNULL(SUM(MIN(e.amount, 0)), 0) AS outflow ${where}`)
    .get(...args) as {
    n: number;
    inflow: number;
    outflow: number;
  };
  const rows = allRows(
    db.prepare(
      `SELECT j.id AS transactionId, j.kind, a.vendor, e.amount, e.balance_after AS balanceAfter, j.created_at AS createdAt ${where}
     ORDER BY j.created_at DESC, j.id DESC, a.vendor LIMIT ? OFFSET ?`,
    ),
    MEMBER_ENTRY,
    ...args,
    filter.size,
    (filter.page - 1) * filter.size,
  );
  return { rows, total: sums.n, totalIn: sums.inflow, totalOut: -sums.outflow };
}

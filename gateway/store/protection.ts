// Player protection (migrations/028_player_protection.sql, docs/decisions/0012-player-protection.md):
// deposit and loss limits per day, week and month of the merchant's time zone, time-outs and
// self-exclusions, the reality check's interval, and the journal of every change. The doors that
// move money or start play call the checks here inside their own transaction, so a limit holds
// against requests sent at once (BEGIN IMMEDIATE lets one writer in at a time).
import type { DatabaseSync } from 'node:sqlite';
import { jurisdictionPreset, type JurisdictionPreset } from '../../core/config/jurisdiction.ts';
import { addZonedMonths, LIMIT_PERIODS, type LimitPeriod, limitWindow } from '../../core/limit-windows.ts';
import { fromMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';
import { revokeAllSessions } from './sessions.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What a limit counts: deposits made, or net losses. */
export type LimitKind = 'deposit' | 'loss';
/** A break from play: days of time-out or months of self-exclusion. */
export type BreakKind = 'timeOut' | 'selfExclusion';
/** Who changed a setting, as the journal keeps it. */
export type Actor = 'member' | 'operator';

const KINDS: readonly LimitKind[] = ['deposit', 'loss'];

interface LimitRow {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  pendingAmount: number | null;
  pendingAt: number | null;
  /** Until when the operator's limit holds against the member's raise or removal; null for the member's own. */
  lockedUntil: number | null;
}

/** One limit in its current window, in minor units. */
export interface LimitState {
  kind: LimitKind;
  period: LimitPeriod;
  amount: number | null;
  used: number;
  resetsAt: number;
  pending: { amount: number | null; appliesAt: number } | null;
  /** Until when an operator's limit holds against the member's raise or removal; null for the member's own. */
  lockedUntil: number | null;
}

/** A break in force. */
export interface Break {
  kind: BreakKind;
  until: number;
}

/** The merchant's jurisdiction preset. */
export const presetOf = (tenant: Tenant): JurisdictionPreset => jurisdictionPreset(tenant.config.legal.jurisdiction);

function limitRows(db: DatabaseSync, memberId: number): LimitRow[] {
  return db
    .prepare(
      'SELECT kind, period, amount, pending_amount AS pendingAmount, pending_at AS pendingAt, locked_until AS lockedUntil FROM protection_limits WHERE member_id = ?',
    )
    .all(memberId) as unknown as LimitRow[];
}

/** The limit in force at `now`: a pending change counts once its time has come. */
function inForce(row: LimitRow | undefined, now: number): number | null {
  if (!row) return null;
  return row.pendingAt !== null && row.pendingAt <= now ? row.pendingAmount : row.amount;
}

/** Until when the operator's lock on a limit still holds at `now`, if it does. */
function lockOf(row: LimitRow | undefined, now: number): number | null {
  return row?.lockedUntil != null && row.lockedUntil > now ? row.lockedUntil : null;
}

/** The pending change still waiting at `now`. */
function stillPending(row: LimitRow | undefined, now: number): LimitState['pending'] {
  return row && row.pendingAt !== null && row.pendingAt > now ? { amount: row.pendingAmount, appliesAt: row.pendingAt } : null;
}

/** Money another member sent into the main wallet (an agent's send, member.transfer) in a window. */
const RECEIVED_SQL = `SELECT IFNULL(SUM(e.amount), 0) FROM ledger_accounts a
  JOIN ledger_entries e ON e.account_id = a.id JOIN journal j ON j.id = e.journal_id
  WHERE a.member_id = :member AND a.kind = 'main' AND e.amount > 0 AND j.kind = 'member.transfer' AND j.created_at >= :start AND j.created_at < :end`;

/**
 * Deposited (pending and credited orders: a pending one holds its share; and money received from
 * another member, which reaches the wallet as a deposit does) or lost (stakes less wins, at least 0) in a window.
 */
function usedIn(db: DatabaseSync, kind: LimitKind, memberId: number, window: { start: number; end: number }): number {
  const sql =
    kind === 'deposit'
      ? `SELECT (SELECT IFNULL(SUM(amount), 0) FROM deposit_orders WHERE member_id = :member AND status != 'FAILED' AND created_at >= :start AND created_at < :end)
          + (${RECEIVED_SQL}) AS n`
      : 'SELECT IFNULL(SUM(stake - payout), 0) AS n FROM bets WHERE member_id = :member AND placed_at >= :start AND placed_at < :end';
  return Math.max(0, (db.prepare(sql).get({ member: memberId, start: window.start, end: window.end }) as { n: number }).n);
}

/** Every limit (set or not) of a member in its current window. */
export function limitsOf(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): LimitState[] {
  const rows = limitRows(db, memberId);
  return KINDS.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      const window = limitWindow(period, now, tenant.config.timezone);
      return {
        kind,
        period,
        amount: inForce(row, now),
        used: usedIn(db, kind, memberId, window),
        resetsAt: window.end,
        pending: stillPending(row, now),
        lockedUntil: lockOf(row, now),
      };
    }),
  );
}

/** The tightest limit of a kind in force: the one with the least left, if any is set. */
function tightest(db: DatabaseSync, tenant: Tenant, kind: LimitKind, memberId: number, now: number) {
  let least: (LimitState & { amount: number; left: number }) | undefined;
  for (const row of limitRows(db, memberId).filter((r) => r.kind === kind)) {
    const amount = inForce(row, now);
    if (amount === null) continue;
    const window = limitWindow(row.period, now, tenant.config.timezone);
    const used = usedIn(db, kind, memberId, window);
    const left = Math.max(0, amount - used);
    if (!least || left < least.left)
      least = { kind, period: row.period, amount, used, left, resetsAt: window.end, pending: null, lockedUntil: null };
  }
  return least;
}

/** What the tightest deposit limit in force leaves to take in (minor units), or null when none is set. */
export function depositLimitLeft(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): number | null {
  return tightest(db, tenant, 'deposit', memberId, now)?.left ?? null;
}

/** What the tightest loss limit in force leaves to lose (minor units), or null when none is set. */
export function lossLimitLeft(db: DatabaseSync, tenant: Tenant, memberId: number, now: number): number | null {
  return tightest(db, tenant, 'loss', memberId, now)?.left ?? null;
}

/** A refusal by a limit, with its values in major units for the page to show. */
function limitRefusal(
  code: string,
  message: string,
  tenant: Tenant,
  limit: { period: LimitPeriod; amount: number; left: number; resetsAt: number },
) {
  const { decimals } = tenant.config.currency;
  return new Refusal(code, message, {
    value: {
      period: limit.period,
      limit: fromMinor(limit.amount, decimals),
      left: fromMinor(limit.left, decimals),
      resetsAt: limit.resetsAt,
    },
  });
}

/** Refuses a deposit of `amount` (minor units) that would pass a deposit limit (deposit.limit.exceeded). Call inside the order's transaction. */
export function checkDepositLimit(db: DatabaseSync, tenant: Tenant, memberId: number, amount: number, now: number): void {
  const limit = tightest(db, tenant, 'deposit', memberId, now);
  if (limit && amount > limit.left)
    throw limitRefusal('deposit.limit.exceeded', `this deposit would pass your ${limit.period} deposit limit`, tenant, limit);
}

/** Refuses a stake (minor units) that could lose more than a loss limit leaves (loss.limit.reached); 0 refuses only a spent limit. */
export function checkLossLimit(db: DatabaseSync, tenant: Tenant, memberId: number, stake: number, now: number): void {
  const limit = tightest(db, tenant, 'loss', memberId, now);
  if (limit && (limit.left === 0 || stake > limit.left))
    throw limitRefusal('loss.limit.reached', `your ${limit.period} loss limit stops play until it resets`, tenant, limit);
}

/** The member's time-out or self-exclusion in force at `now`, if any. */
export function breakOf(db: DatabaseSync, memberId: number, now: number): Break | null {
  const row = db.prepare('SELECT break_kind AS kind, break_until AS until FROM protection_settings WHERE member_id = ?').get(memberId) as
    | { kind: BreakKind | null; until: number | null }
    | undefined;
  return row?.kind && row.until !== null && row.until > now ? { kind: row.kind, until: row.until } : null;
}

/**
 * Refuses anything a break shuts: login, deposits, transfers to games, bets, launches, and the
 * operator's promotional offers (a bonus, reward tickets, an approved promotion application), which
 * would otherwise wait for the member when it ends. member.timed.out or member.self.excluded, with until when.
 */
export function refuseOnBreak(db: DatabaseSync, memberId: number, now: number): void {
  const taken = breakOf(db, memberId, now);
  if (!taken) return;
  const until = new Date(taken.until).toISOString();
  throw taken.kind === 'timeOut'
    ? new Refusal('member.timed.out', `this account is on a time-out until ${until}`, { value: { until: taken.until } })
    : new Refusal('member.self.excluded', `this account is self-excluded until ${until}`, { value: { until: taken.until } });
}

/** The journal's text of a limit amount (minor units): the number, or "none". */
const shown = (amount: number | null) => (amount === null ? 'none' : String(amount));

function journal(
  db: DatabaseSync,
  entry: { merchant: string; memberId: number; actor: Actor; what: string; before: string; after: string; at: number; appliesAt: number },
): void {
  db.prepare(
    'INSERT INTO protection_journal (merchant, member_id, at, actor, what, before, after, applies_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(entry.merchant, entry.memberId, entry.at, entry.actor, entry.what, entry.before, entry.after, entry.appliesAt);
}

/**
 * Sets one limit (minor units; null removes it). Lower than the limit in force (or a first one)
 * applies at once and drops any pending raise; higher, or a removal, waits the jurisdiction's
 * delay as a pending change; the same amount drops a pending change. An operator's limit with
 * `lockedUntil` holds against the member's raise or removal until then (protection.limit.locked);
 * the member may still lower it. When it applies.
 */
export function setLimit(
  db: DatabaseSync,
  tenant: Tenant,
  change: {
    memberId: number;
    kind: LimitKind;
    period: LimitPeriod;
    amount: number | null;
    actor: Actor;
    now: number;
    lockedUntil?: number;
  },
): number {
  const { memberId, kind, period, amount, actor, now } = change;
  return transaction(db, () => {
    const row = limitRows(db, memberId).find((r) => r.kind === kind && r.period === period);
    const current = inForce(row, now);
    const atOnce = amount !== null && (current === null || amount <= current);
    const lock = lockOf(row, now);
    if (actor === 'member' && lock !== null && !atOnce && amount !== current) {
      throw new Refusal(
        'protection.limit.locked',
        `your operator set this limit: it cannot be raised or removed before ${new Date(lock).toISOString()}`,
        {
          value: { until: lock },
        },
      );
    }
    // The operator's lock stays through the member's lowering; the operator's own change sets it anew.
    const lockedUntil = actor === 'operator' ? (amount === null ? null : (change.lockedUntil ?? null)) : lock;
    const appliesAt = atOnce ? now : now + presetOf(tenant).limitRaiseDelayHours * HOUR;
    const [inForceAfter, pending] = atOnce || amount === current ? [amount, null] : [current, { amount, appliesAt }];
    db.prepare(
      `INSERT INTO protection_limits (member_id, kind, period, amount, pending_amount, pending_at, locked_until) VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (member_id, kind, period) DO UPDATE SET amount = excluded.amount, pending_amount = excluded.pending_amount,
         pending_at = excluded.pending_at, locked_until = excluded.locked_until`,
    ).run(memberId, kind, period, inForceAfter, pending?.amount ?? null, pending?.appliesAt ?? null, lockedUntil);
    journal(db, {
      merchant: tenant.code,
      memberId,
      actor,
      what: `${kind}.${period}`,
      before: shown(current),
      after:
        lockedUntil !== null && actor === 'operator'
          ? `${shown(amount)} locked until ${new Date(lockedUntil).toISOString()}`
          : shown(amount),
      at: now,
      appliesAt,
    });
    return appliesAt;
  });
}

function settingsRow(db: DatabaseSync, memberId: number): void {
  db.prepare('INSERT INTO protection_settings (member_id) VALUES (?) ON CONFLICT (member_id) DO NOTHING').run(memberId);
}

/** The member's reality-check interval in minutes: their own, else the jurisdiction's default. */
export function realityCheckMinutes(db: DatabaseSync, tenant: Tenant, memberId: number): number {
  const row = db.prepare('SELECT reality_check_minutes AS minutes FROM protection_settings WHERE member_id = ?').get(memberId) as
    | { minutes: number | null }
    | undefined;
  return row?.minutes ?? presetOf(tenant).realityCheckMinutes;
}

/** Sets the reality-check interval (5 to 240 minutes, checked by the call's schema). */
export function setRealityCheck(db: DatabaseSync, tenant: Tenant, memberId: number, minutes: number, actor: Actor, now: number): void {
  transaction(db, () => {
    const before = realityCheckMinutes(db, tenant, memberId);
    settingsRow(db, memberId);
    db.prepare('UPDATE protection_settings SET reality_check_minutes = ? WHERE member_id = ?').run(minutes, memberId);
    journal(db, {
      merchant: tenant.code,
      memberId,
      actor,
      what: 'realityCheck',
      before: String(before),
      after: String(minutes),
      at: now,
      appliesAt: now,
    });
  });
}

/**
 * Starts a time-out (days) or self-exclusion (months) of a length the jurisdiction offers, and
 * ends the account's sessions and remembered logins. A break never ends earlier than one already
 * in force: the later end holds. When it ends.
 */
export function takeBreak(
  db: DatabaseSync,
  tenant: Tenant,
  request: { memberId: number; kind: BreakKind; length: number; actor: Actor; now: number },
): number {
  const { memberId, kind, length, actor, now } = request;
  const preset = presetOf(tenant);
  const offered = kind === 'timeOut' ? preset.timeOutDays : preset.selfExclusionMonths;
  if (!offered.includes(length)) {
    throw new Refusal('protection.length.invalid', `${kind} lasts one of ${offered.join(', ')} ${kind === 'timeOut' ? 'days' : 'months'}`, {
      value: { lengths: offered },
    });
  }
  const asked = kind === 'timeOut' ? now + length * DAY : addZonedMonths(now, length, tenant.config.timezone);
  return transaction(db, () => {
    const current = breakOf(db, memberId, now);
    // A time-out asked for during a self-exclusion leaves it a self-exclusion (no promotions, the stronger word).
    const until = Math.max(asked, current?.until ?? 0);
    const kept: BreakKind = current?.kind === 'selfExclusion' ? 'selfExclusion' : kind;
    settingsRow(db, memberId);
    db.prepare('UPDATE protection_settings SET break_kind = ?, break_until = ? WHERE member_id = ?').run(kept, until, memberId);
    journal(db, {
      merchant: tenant.code,
      memberId,
      actor,
      what: kind,
      before: current ? `${current.kind} until ${new Date(current.until).toISOString()}` : 'none',
      after: `${kept} until ${new Date(until).toISOString()}`,
      at: now,
      appliesAt: now,
    });
    revokeAllSessions(db, memberId, now);
    return until;
  });
}

/** One journalled change. */
export interface JournalEntry {
  at: number;
  actor: Actor;
  what: string;
  before: string;
  after: string;
  appliesAt: number;
}

/** A member's journalled changes, oldest first. */
export function protectionJournal(db: DatabaseSync, memberId: number): JournalEntry[] {
  return db
    .prepare('SELECT at, actor, what, before, after, applies_at AS appliesAt FROM protection_journal WHERE member_id = ? ORDER BY id')
    .all(memberId) as unknown as JournalEntry[];
}

/** Stakes and what the bets paid back (minor units) from `since` on. */
export function playSince(db: DatabaseSync, memberId: number, since: number): { stakes: number; wins: number } {
  return db
    .prepare('SELECT IFNULL(SUM(stake), 0) AS stakes, IFNULL(SUM(payout), 0) AS wins FROM bets WHERE member_id = ? AND placed_at >= ?')
    .get(memberId, since) as { stakes: number; wins: number };
}

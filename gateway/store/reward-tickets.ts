// Reward tickets (migrations/023_rewards.sql): red envelopes, prize-wheel spins and golden eggs a
// member holds. The merchant's rules grant them (a wheel spin per deposit of at least a threshold,
// a red envelope on the first valid bet of a day) and the operator grants any kind. Opening one
// draws its prize from the kind's weighted table (node:crypto) and pays it as a bonus, once: the
// ticket is marked opened in the same transaction, only where it was not opened yet.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { dayIn } from '../../core/periods.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { gatewayTitle } from '../stored-titles.ts';
import { grantBonus } from './bonuses.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import { TRIAL_TYPE } from './members.ts';
import { breakOf } from './protection.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

const PRIZE = rowShape<Prize>('PRIZE', { segment: true, amount: true, weight: true, turnoverMultiple: true });
const TICKET = rowShape<Ticket>('TICKET', {
  ticketId: true,
  kind: true,
  source: true,
  grantedAt: true,
  expiresAt: true,
  openedAt: true,
  segment: true,
  prize: true,
});

export const TICKET_KINDS = ['RED_ENVELOPE', 'WHEEL', 'GOLDEN_EGG'] as const;
export type TicketKind = (typeof TICKET_KINDS)[number];

const DAY = 86_400_000;

/** How a ticket's bonus is named in the bonus core (its source) and on bonusDetails (its title). */
const BONUS = {
  RED_ENVELOPE: { source: 'red-envelope', title: gatewayTitle('bonus.red-envelope') },
  WHEEL: { source: 'wheel', title: gatewayTitle('bonus.wheel') },
  GOLDEN_EGG: { source: 'golden-egg', title: gatewayTitle('bonus.golden-egg') },
} as const;

/** One prize of a kind's table (minor units; 0 is "no prize"). */
export interface Prize {
  segment: number;
  amount: number;
  weight: number;
  turnoverMultiple: number;
}

/**
 * The prize tables a merchant starts with, in whole units of its currency (thousands of dong):
 * [amount, weight]. Red envelopes and eggs always pay; the wheel has a "no prize" slice.
 */
const DEFAULT_PRIZES: Record<TicketKind, { turnover: number; prizes: ReadonlyArray<readonly [number, number]> }> = {
  RED_ENVELOPE: {
    turnover: 1,
    prizes: [
      [1, 40],
      [2, 30],
      [5, 20],
      [10, 9],
      [50, 1],
    ],
  },
  WHEEL: {
    turnover: 3,
    prizes: [
      [0, 30],
      [1, 25],
      [2, 20],
      [5, 12],
      [10, 8],
      [20, 3],
      [50, 1],
      [100, 1],
    ],
  },
  GOLDEN_EGG: {
    turnover: 5,
    prizes: [
      [5, 50],
      [10, 30],
      [20, 15],
      [88, 5],
    ],
  },
};

/** The rules a merchant starts with: a wheel spin per deposit of 100 or more, a red envelope a day for betting. */
const DEFAULT_RULES = [
  { kind: 'WHEEL', trigger: 'DEPOSIT', threshold: 100, validDays: 7 },
  { kind: 'RED_ENVELOPE', trigger: 'DAILY_BET', threshold: 0, validDays: 1 },
] as const;

/** A currency's whole unit in minor units (a thousand for the dong, which has no decimals). */
export function rewardUnit(tenant: Tenant): number {
  return tenant.config.currency.decimals > 0 ? 10 ** tenant.config.currency.decimals : 1_000;
}

/** Seeds a merchant's ticket rules and prize tables. */
export function seedTicketRules(db: DatabaseSync, tenant: Tenant): void {
  const unit = rewardUnit(tenant);
  const rule = db.prepare('INSERT INTO reward_rules (merchant, kind, trigger, threshold, valid_days) VALUES (?, ?, ?, ?, ?)');
  for (const r of DEFAULT_RULES) rule.run(tenant.code, r.kind, r.trigger, r.threshold * unit, r.validDays);
  const prize = db.prepare(
    'INSERT INTO reward_prizes (merchant, kind, segment, amount, weight, turnover_multiple) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const kind of TICKET_KINDS) {
    const { turnover, prizes } = DEFAULT_PRIZES[kind];
    prizes.forEach(([amount, weight], segment) => prize.run(tenant.code, kind, segment, amount * unit, weight, turnover));
  }
}

/** A kind's prize table at a merchant, by segment. */
export function prizeTable(db: DatabaseSync, merchant: string, kind: TicketKind): Prize[] {
  return allRows(
    db.prepare(
      'SELECT segment, amount, weight, turnover_multiple AS turnoverMultiple FROM reward_prizes WHERE merchant = ? AND kind = ? ORDER BY segment',
    ),
    PRIZE,
    merchant,
    kind,
  );
}

/**
 * Draws a prize: a uniform integer below the total weight (node:crypto's randomInt unless a test
 * gives its own) falls in exactly one prize's share, so each prize comes with probability
 * weight / total.
 */
export function choosePrize(table: readonly Prize[], random: (below: number) => number = randomInt): Prize {
  const total = table.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) throw new Refusal('reward.prizes.none', 'this reward has no prizes');
  let r = random(total);
  for (const p of table) {
    if (r < p.weight) return p;
    r -= p.weight;
  }
  throw new Error('choosePrize: the draw fell outside the table');
}

/**
 * Grants a member `count` tickets of a kind for a cause (one per cause and kind: a repeat of the
 * cause grants nothing more); trial accounts get none. The number granted.
 */
export function grantTickets(
  db: DatabaseSync,
  grant: { merchant: string; memberId: number; kind: TicketKind; source: string; count?: number; validDays: number; now: number },
): number {
  const { merchant, memberId, kind, source, count = 1, validDays, now } = grant;
  const type = (db.prepare('SELECT type FROM members WHERE id = ?').get(memberId) as { type: number } | undefined)?.type;
  // Tickets are an offer to play: a deposit credited during a break earns none.
  if (type === undefined || type === TRIAL_TYPE || breakOf(db, memberId, now)) return 0;
  const insert = db.prepare(
    'INSERT OR IGNORE INTO reward_tickets (merchant, member_id, kind, source, granted_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  let granted = 0;
  for (let i = 0; i < count; i++) {
    const cause = count === 1 ? source : `${source}:${i + 1}`;
    granted += Number(insert.run(merchant, memberId, kind, cause, now, now + validDays * DAY).changes);
  }
  return granted;
}

function rulesFor(db: DatabaseSync, merchant: string, trigger: 'DEPOSIT' | 'DAILY_BET') {
  return db
    .prepare('SELECT kind, threshold, valid_days AS validDays FROM reward_rules WHERE merchant = ? AND trigger = ?')
    .all(merchant, trigger) as Array<{ kind: TicketKind; threshold: number; validDays: number }>;
}

/** The DEPOSIT rules, for a credited deposit (called in the deposit's own transaction). */
export function ticketsForDeposit(
  db: DatabaseSync,
  tenant: Tenant,
  deposit: { id: number; memberId: number; amount: number },
  now: number,
): void {
  for (const rule of rulesFor(db, tenant.code, 'DEPOSIT')) {
    if (deposit.amount < rule.threshold) continue;
    grantTickets(db, {
      merchant: tenant.code,
      memberId: deposit.memberId,
      kind: rule.kind,
      source: `deposit:${deposit.id}`,
      validDays: rule.validDays,
      now,
    });
  }
}

/** The DAILY_BET rules, for a valid bet (called in the bet's own transaction): once per merchant day. */
export function ticketsForBet(db: DatabaseSync, tenant: Tenant, memberId: number, validBet: number, now: number): void {
  if (validBet <= 0) return;
  const day = dayIn(now, tenant.config.timezone);
  for (const rule of rulesFor(db, tenant.code, 'DAILY_BET')) {
    grantTickets(db, { merchant: tenant.code, memberId, kind: rule.kind, source: `bet-day:${day}`, validDays: rule.validDays, now });
  }
}

/** A ticket as the member sees it (minor units). */
export interface Ticket {
  ticketId: number;
  kind: TicketKind;
  source: string;
  grantedAt: number;
  expiresAt: number;
  openedAt: number | null;
  segment: number | null;
  prize: number | null;
}

const TICKET_COLUMNS =
  'id AS ticketId, kind, source, granted_at AS grantedAt, expires_at AS expiresAt, opened_at AS openedAt, segment, prize';

/** The member's tickets that can be opened now, soonest to expire first. */
export function openableTickets(db: DatabaseSync, memberId: number, now: number): Ticket[] {
  return allRows(
    db.prepare(
      `SELECT ${TICKET_COLUMNS} FROM reward_tickets WHERE member_id = ? AND opened_at IS NULL AND expires_at > ? ORDER BY expires_at, id`,
    ),
    TICKET,
    memberId,
    now,
  );
}

/** The member's opened tickets, newest first: what each paid. */
export function openedTickets(db: DatabaseSync, memberId: number, limit: number): Ticket[] {
  return allRows(
    db.prepare(
      `SELECT ${TICKET_COLUMNS} FROM reward_tickets WHERE member_id = ? AND opened_at IS NOT NULL ORDER BY opened_at DESC, id DESC LIMIT ?`,
    ),
    TICKET,
    memberId,
    limit,
  );
}

/**
 * Opens a ticket: draws its prize, marks it opened and pays the prize as a bonus (source by kind,
 * the prize's turnover multiple) in one transaction. The same request id again answers the same;
 * a ticket opened already (by another request, another tab) is refused with reward.ticket.opened
 * and pays nothing more; an expired one with reward.ticket.expired.
 */
export function openTicket(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  request: { requestId: string; ticketId: number; now: number },
  random?: (below: number) => number,
): { ticket: Ticket; balance: number } {
  const { requestId, ticketId, now } = request;
  return transaction(db, () => {
    const row = db
      .prepare(`SELECT ${TICKET_COLUMNS}, request_id AS requestId FROM reward_tickets WHERE id = ? AND member_id = ?`)
      .get(ticketId, memberId) as (Ticket & { requestId: string | null }) | undefined;
    if (!row) throw new Refusal('reward.ticket.unknown', 'there is no such ticket');
    const answer = () => ({ ticket: ticketById(db, ticketId), balance: balanceOf(db, tenant.code, memberId) });
    if (row.openedAt !== null) {
      if (row.requestId === requestId) return answer();
      throw new Refusal('reward.ticket.opened', 'this ticket was opened already');
    }
    if (row.expiresAt <= now) throw new Refusal('reward.ticket.expired', 'this ticket has expired');
    const prize = choosePrize(prizeTable(db, tenant.code, row.kind), random);
    const opened = db
      .prepare('UPDATE reward_tickets SET opened_at = ?, request_id = ?, segment = ?, prize = ? WHERE id = ? AND opened_at IS NULL')
      .run(now, requestId, prize.segment, prize.amount, ticketId);
    if (opened.changes !== 1) throw new Refusal('reward.ticket.opened', 'this ticket was opened already');
    if (prize.amount > 0) {
      grantBonus(
        db,
        {
          merchant: tenant.code,
          memberId,
          amount: prize.amount,
          turnoverMultiple: prize.turnoverMultiple,
          source: BONUS[row.kind].source,
          title: BONUS[row.kind].title,
          requester: `member:${memberId}`,
          requestId,
          fingerprint: `reward ticket ${ticketId}`,
          now,
        },
        ({ bonusId }) => {
          db.prepare('UPDATE reward_tickets SET bonus_id = ? WHERE id = ?').run(bonusId, ticketId);
          return {};
        },
      );
    }
    return answer();
  });
}

function ticketById(db: DatabaseSync, id: number): Ticket {
  return oneRow(db.prepare(`SELECT ${TICKET_COLUMNS} FROM reward_tickets WHERE id = ?`), TICKET, id)!;
}

/** How many tickets the member can open now. */
export function openableCount(db: DatabaseSync, memberId: number, now: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM reward_tickets WHERE member_id = ? AND opened_at IS NULL AND expires_at > ?')
      .get(memberId, now) as {
      n: number;
    }
  ).n;
}

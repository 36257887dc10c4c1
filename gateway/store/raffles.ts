// Raffles (migrations/023_rewards.sql): one per merchant and period with ranked prizes. Valid bets
// placed in the period give entries (one per entry unit); at the draw time the gateway draws the
// winners once (node:crypto, each entry an equal chance, a member winning at most one prize) and
// opens the next period; a winner claims their prize once, paid as a bonus.
import { randomInt } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { dayIn, dayStart } from '../../core/periods.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { gatewayTitle } from '../stored-titles.ts';
import { grantBonus } from './bonuses.ts';
import { transaction } from './db.ts';
import { balanceOf } from './ledger.ts';
import type { ClaimRequest, Paid } from './claims.ts';
import { type LocalizedText, parseText, storedText } from './localized-text.ts';
import { TRIAL_TYPE } from './members.ts';
import { rewardUnit } from './reward-tickets.ts';
import { allRows, oneRow, rowShape, widerShape } from './rows.ts';

const RAFFLE_PRIZE = rowShape<RafflePrize>('RAFFLE_PRIZE', {
  prizeId: true,
  raffleId: true,
  rank: true,
  amount: true,
  memberId: true,
  claimedAt: true,
});
const RAFFLE = rowShape<Raffle>('RAFFLE', {
  raffleId: true,
  merchant: true,
  title: true,
  startsAt: true,
  endsAt: true,
  drawAt: true,
  entryUnit: true,
  turnoverMultiple: true,
  drawnAt: true,
});
const WON_PRIZE = widerShape<RafflePrize, { title: string; drawnAt: number }>(RAFFLE_PRIZE, 'WON_PRIZE', { title: true, drawnAt: true });

const WEEK = 7 * 86_400_000;

export interface Raffle {
  raffleId: number;
  merchant: string;
  title: string;
  startsAt: number;
  endsAt: number;
  drawAt: number;
  entryUnit: number;
  turnoverMultiple: number;
  drawnAt: number | null;
}

export interface RafflePrize {
  prizeId: number;
  raffleId: number;
  rank: number;
  amount: number;
  memberId: number | null;
  claimedAt: number | null;
}

const RAFFLE_COLUMNS =
  'id AS raffleId, merchant, title, starts_at AS startsAt, ends_at AS endsAt, draw_at AS drawAt, entry_unit AS entryUnit, turnover_multiple AS turnoverMultiple, drawn_at AS drawnAt';
const PRIZE_COLUMNS = 'id AS prizeId, raffle_id AS raffleId, rank, amount, member_id AS memberId, claimed_at AS claimedAt';

/** The raffle a merchant starts with: a week from the seed's day, one entry per 100 of valid bet, three prizes (whole units). */
export function seedRaffle(db: DatabaseSync, tenant: Tenant, now: number): void {
  const unit = rewardUnit(tenant);
  const startsAt = dayStart(dayIn(now, tenant.config.timezone), tenant.config.timezone);
  openRaffle(db, {
    merchant: tenant.code,
    title: gatewayTitle('raffle.weekly'),
    startsAt,
    endsAt: startsAt + WEEK,
    entryUnit: 100 * unit,
    turnoverMultiple: 1,
    prizes: [888 * unit, 188 * unit, 88 * unit],
  });
}

/** Opens a raffle (the operator's CLI, the seed, the next period after a draw); its id. Draws at its end. */
export function openRaffle(
  db: DatabaseSync,
  r: {
    merchant: string;
    title: string | LocalizedText;
    startsAt: number;
    endsAt: number;
    entryUnit: number;
    turnoverMultiple: number;
    prizes: readonly number[];
  },
): number {
  return transaction(db, () => {
    const id = Number(
      db
        .prepare(
          'INSERT INTO raffles (merchant, title, starts_at, ends_at, draw_at, entry_unit, turnover_multiple) VALUES (?, ?, ?, ?, ?, ?, ?)',
        )
        .run(r.merchant, storedText(r.title), r.startsAt, r.endsAt, r.endsAt, r.entryUnit, r.turnoverMultiple).lastInsertRowid,
    );
    const prize = db.prepare('INSERT INTO raffle_prizes (raffle_id, rank, amount) VALUES (?, ?, ?)');
    r.prizes.forEach((amount, i) => prize.run(id, i + 1, amount));
    return id;
  });
}

/** The merchant's current raffle: the latest one started by now (drawn or not). */
export function currentRaffle(db: DatabaseSync, merchant: string, now: number): Raffle | null {
  const row = db
    .prepare(`SELECT ${RAFFLE_COLUMNS} FROM raffles WHERE merchant = ? AND starts_at <= ? ORDER BY starts_at DESC, id DESC LIMIT 1`)
    .get(merchant, now) as Raffle | undefined;
  return row ?? null;
}

export function rafflePrizes(db: DatabaseSync, raffleId: number): RafflePrize[] {
  return allRows(db.prepare(`SELECT ${PRIZE_COLUMNS} FROM raffle_prizes WHERE raffle_id = ? ORDER BY rank`), RAFFLE_PRIZE, raffleId);
}

/** Each real member's entries in a raffle: their valid bet in its period over the entry unit, rounded down. */
export function raffleEntries(db: DatabaseSync, raffle: Raffle, memberId?: number): Array<{ memberId: number; entries: number }> {
  const rows = db
    .prepare(
      `SELECT b.member_id AS memberId, SUM(b.valid_bet) / CAST(:unit AS INTEGER) AS entries FROM bets b JOIN members m ON m.id = b.member_id
       WHERE b.merchant = :merchant AND b.placed_at >= :from AND b.placed_at < :to AND m.type <> :trial AND (:member IS NULL OR b.member_id = :member)
       GROUP BY b.member_id HAVING entries > 0 ORDER BY b.member_id`,
    )
    .all({
      unit: raffle.entryUnit,
      merchant: raffle.merchant,
      from: raffle.startsAt,
      to: raffle.endsAt,
      trial: TRIAL_TYPE,
      member: memberId ?? null,
    });
  return rows as Array<{ memberId: number; entries: number }>;
}

/**
 * Draws a raffle whose draw time has come, once: the UPDATE that marks it drawn succeeds for one
 * caller only (a second draw, the timer and the CLI at once, find it drawn and do nothing). Prizes
 * go by rank; for each, a uniform integer below the entries left picks the entry, so each entry
 * has the same chance, and its member leaves the draw. Opens the next period with the same
 * prizes. The winners by rank, or null when it was not due or drawn already.
 */
export function drawRaffle(
  db: DatabaseSync,
  raffleId: number,
  now: number,
  random: (below: number) => number = randomInt,
): Array<{ rank: number; memberId: number | null }> | null {
  return transaction(db, () => {
    const marked = db.prepare('UPDATE raffles SET drawn_at = ? WHERE id = ? AND drawn_at IS NULL AND draw_at <= ?').run(now, raffleId, now);
    if (marked.changes !== 1) return null;
    const raffle = oneRow(db.prepare(`SELECT ${RAFFLE_COLUMNS} FROM raffles WHERE id = ?`), RAFFLE, raffleId)!;
    const pool = raffleEntries(db, raffle);
    const prizes = rafflePrizes(db, raffleId);
    const setWinner = db.prepare('UPDATE raffle_prizes SET member_id = ? WHERE id = ?');
    const winners = prizes.map((prize) => {
      const total = pool.reduce((sum, e) => sum + e.entries, 0);
      if (total === 0) return { rank: prize.rank, memberId: null };
      // The entries laid end to end, member by member: r falls in exactly one member's run.
      let r = random(total);
      let at = 0;
      while (r >= pool[at]!.entries) r -= pool[at++]!.entries;
      const [winner] = pool.splice(at, 1);
      setWinner.run(winner!.memberId, prize.prizeId);
      return { rank: prize.rank, memberId: winner!.memberId };
    });
    // The next period, unless one was opened already.
    const next = db.prepare('SELECT 1 FROM raffles WHERE merchant = ? AND starts_at >= ?').get(raffle.merchant, raffle.endsAt);
    if (!next) {
      openRaffle(db, {
        ...raffle,
        startsAt: raffle.endsAt,
        endsAt: raffle.endsAt + (raffle.endsAt - raffle.startsAt),
        prizes: prizes.map((p) => p.amount),
      });
    }
    return winners;
  });
}

/** Draws every raffle due by `now` (of one merchant, or all): the timer and `raffle draw` call it. */
export function drawDueRaffles(
  db: DatabaseSync,
  now: number,
  merchant?: string,
): Array<{ raffleId: number; merchant: string; winners: number }> {
  const due = db
    .prepare(
      'SELECT id, merchant FROM raffles WHERE drawn_at IS NULL AND draw_at <= ? AND (? IS NULL OR merchant = ?) ORDER BY draw_at, id',
    )
    .all(now, merchant ?? null, merchant ?? null) as Array<{ id: number; merchant: string }>;
  const drawn: Array<{ raffleId: number; merchant: string; winners: number }> = [];
  for (const r of due) {
    const winners = drawRaffle(db, r.id, now);
    if (winners) drawn.push({ raffleId: r.id, merchant: r.merchant, winners: winners.filter((w) => w.memberId !== null).length });
  }
  return drawn;
}

/** The prizes a member won, newest raffle first, with the raffle's title (claimed or not). */
export function wonPrizes(db: DatabaseSync, memberId: number): Array<RafflePrize & { title: string; drawnAt: number }> {
  return allRows(
    db.prepare(
      `SELECT p.id AS prizeId, p.raffle_id AS raffleId, p.rank, p.amount, p.member_id AS memberId, p.claimed_at AS claimedAt, r.title, r.drawn_at AS drawnAt
       FROM raffle_prizes p JOIN raffles r ON r.id = p.raffle_id WHERE p.member_id = ? ORDER BY r.drawn_at DESC, p.rank LIMIT 20`,
    ),
    WON_PRIZE,
    memberId,
  );
}

/** How many prizes the member won and has not claimed. */
export function unclaimedPrizeCount(db: DatabaseSync, memberId: number): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM raffle_prizes WHERE member_id = ? AND claimed_at IS NULL').get(memberId) as { n: number })
    .n;
}

/**
 * Claims a won prize, paid as a bonus (source raffle, the raffle's turnover multiple): once per
 * request id (a repeat answers the same) and once per prize whatever the id (raffle.prize.claimed;
 * the bonus is rolled back with the refusal). Someone else's prize or none: raffle.prize.unknown.
 */
export function claimRafflePrize(db: DatabaseSync, tenant: Tenant, memberId: number, request: ClaimRequest<'prizeId'>): Paid {
  const { requestId, prizeId, now } = request;
  return transaction(db, () => {
    const prize = db
      .prepare(
        `SELECT p.amount, r.title, r.turnover_multiple AS turnoverMultiple FROM raffle_prizes p JOIN raffles r ON r.id = p.raffle_id
         WHERE p.id = ? AND p.member_id = ? AND r.merchant = ?`,
      )
      .get(prizeId, memberId, tenant.code) as { amount: number; title: string; turnoverMultiple: number } | undefined;
    if (!prize) throw new Refusal('raffle.prize.unknown', 'there is no such prize of yours');
    return grantBonus(
      db,
      {
        merchant: tenant.code,
        memberId,
        amount: prize.amount,
        turnoverMultiple: prize.turnoverMultiple,
        source: 'raffle',
        title: parseText(prize.title),
        requester: `member:${memberId}`,
        requestId,
        fingerprint: `raffle prize ${prizeId}`,
        now,
      },
      ({ bonusId }) => {
        // Checked here, after a repeat of an answered request id has returned its answer.
        const claimed = db
          .prepare('UPDATE raffle_prizes SET claimed_at = ?, bonus_id = ? WHERE id = ? AND claimed_at IS NULL')
          .run(now, bonusId, prizeId);
        if (claimed.changes !== 1) throw new Refusal('raffle.prize.claimed', 'this prize was claimed already');
        return { amount: prize.amount, balance: balanceOf(db, tenant.code, memberId) };
      },
    );
  });
}

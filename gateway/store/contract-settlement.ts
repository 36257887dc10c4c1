// Settling contracts: every closed period a contract was active in is computed from its downline's
// team (the downline and everyone below it) and paid from the house's 'contracts' account to the
// downline's main wallet, once: the settlement row is unique per contract and period, and the
// journal request id `contract:<id>:<periodStart>` (requester 'system') moves nothing on a repeat.
// docs/gateway.md ("Contracts") gives each formula with a worked example.
import type { DatabaseSync } from 'node:sqlite';
import type { ContractSettlement } from '../../contract/generated/common.ts';
import { periodAt } from '../../core/contract-periods.ts';
import type { Tenant } from '../context.ts';
import { type Contract, contractById, type Terms } from './contracts.ts';
import { transaction } from './db.ts';
import { post } from './ledger.ts';
import { TRIAL_TYPE } from './members.ts';
import { TEAM } from './team.ts';
import { allRows, oneRow, rowShape } from './rows.ts';

const TEAM_PLAY = rowShape<TeamPlay>('TEAM_PLAY', { activeMembers: true, validBet: true, profit: true });
const SETTLEMENT_RECORD = rowShape<SettlementRecord>('SETTLEMENT_RECORD', {
  id: true,
  contractId: true,
  upline: true,
  downline: true,
  periodStart: true,
  periodEnd: true,
  activeMembers: true,
  validBet: true,
  profit: true,
  basis: true,
  base: true,
  tier: true,
  rate: true,
  amount: true,
  settledAt: true,
});

/** What the downline's team did in a stretch of time (minor units). */
export interface TeamPlay {
  activeMembers: number;
  validBet: number;
  /** Stakes less payouts: what the house earned (negative when the team won). */
  profit: number;
}

/** What a period pays, and why. */
export interface Due {
  basis: 'PROFIT' | 'VALID_BET';
  base: number;
  /** The tier met, from 1 (0: none; always 1 for the real-time salary's rate). */
  tier: number;
  rate: number;
  amount: number;
}

/** rate (basis points) × base, rounded down to the minor unit; exact for any safe amount. */
const times = (base: number, rate: number) => Number((BigInt(base) * BigInt(rate)) / 10_000n);

/**
 * The formulas. Dividend: the rate of the highest tier whose active-member and valid-bet minimums
 * are both met, on the house's profit (nothing when the team won). Daily and hourly salary: the
 * highest tier whose valid-bet minimum is met, on the valid bet. Real-time salary: the loss rate
 * on the house's profit when the team lost in the slot, else the win rate on the valid bet.
 */
export function dueFor(kind: Contract['kind'], terms: Terms, play: TeamPlay): Due {
  if (!('tiers' in terms)) {
    return play.profit > 0
      ? { basis: 'PROFIT', base: play.profit, tier: 1, rate: terms.lossRate, amount: times(play.profit, terms.lossRate) }
      : { basis: 'VALID_BET', base: play.validBet, tier: 1, rate: terms.winRate, amount: times(play.validBet, terms.winRate) };
  }
  const dividend = kind === 'DIVIDEND';
  const base = dividend ? Math.max(0, play.profit) : play.validBet;
  let tier = 0;
  terms.tiers.forEach((t, i) => {
    const met = play.validBet >= t.validBet && (!dividend || play.activeMembers >= t.activeMembers);
    if (met && (tier === 0 || t.rate > terms.tiers[tier - 1]!.rate)) tier = i + 1;
  });
  const rate = tier ? terms.tiers[tier - 1]!.rate : 0;
  return { basis: dividend ? 'PROFIT' : 'VALID_BET', base, tier, rate, amount: tier ? times(base, rate) : 0 };
}

/** The play of a downline and everyone below it in [from, to). */
function teamPlay(db: DatabaseSync, downlineId: number, from: number, to: number): TeamPlay {
  return oneRow(
    db.prepare(
      `${TEAM}, whole(id) AS (SELECT :agent UNION SELECT id FROM team)
      SELECT COUNT(DISTINCT b.member_id) AS activeMembers, IFNULL(SUM(b.valid_bet), 0) AS validBet, IFNULL(SUM(b.stake - b.payout), 0) AS profit
      FROM whole w JOIN bets b ON b.member_id = w.id AND b.placed_at >= :from AND b.placed_at < :to`,
    ),
    TEAM_PLAY,
    { agent: downlineId, trial: TRIAL_TYPE, from, to },
  )!;
}

/** Settles one period of a contract (once: a settled period is left as it is). True when it was new. */
function settlePeriod(db: DatabaseSync, contract: Contract, period: { start: number; end: number }, now: number): boolean {
  return transaction(db, () => {
    if (db.prepare('SELECT 1 FROM contract_settlements WHERE contract_id = ? AND period_start = ?').get(contract.id, period.start))
      return false;
    // Only play while the contract was active counts: its first and last periods may be partial.
    const from = Math.max(period.start, contract.startedAt!);
    const to = Math.min(period.end, contract.endedAt ?? period.end);
    const play = teamPlay(db, contract.downlineId, from, to);
    const due = dueFor(contract.kind, contract.terms, play);
    let journalId: number | null = null;
    if (due.amount > 0) {
      journalId = post(
        db,
        {
          merchant: contract.merchant,
          requester: 'system',
          requestId: `contract:${contract.id}:${period.start}`,
          kind: 'contract',
          memberId: contract.downlineId,
          fingerprint: `contract ${contract.id} ${period.start} ${due.amount}`,
          legs: [
            { account: { memberId: contract.downlineId }, amount: due.amount },
            { account: { house: 'contracts' }, amount: -due.amount },
          ],
          now,
        },
        (id) => id,
      );
    }
    db.prepare(
      `INSERT INTO contract_settlements (contract_id, period_start, period_end, active_members, valid_bet, profit, base, basis, tier, rate, amount, journal_id, settled_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      contract.id,
      period.start,
      period.end,
      play.activeMembers,
      play.validBet,
      play.profit,
      due.base,
      due.basis,
      due.tier,
      due.rate,
      due.amount,
      journalId,
      now,
    );
    return true;
  });
}

/**
 * Settles every period closed by `at` of every contract that was active in it and is not settled
 * yet: what the serving gateway does each minute, and `contracts settle` does on demand. Answers
 * how many periods it settled and what they paid (minor units). `maxPeriods` bounds one run (the
 * server's timer: a gateway that was down a day owes 288 real-time slots per contract, and the
 * event loop should not wait for all of them); the next run goes on where it stopped.
 */
export function settleContracts(
  db: DatabaseSync,
  tenants: ReadonlyMap<string, Tenant>,
  at: number,
  options: { merchant?: string | undefined; maxPeriods?: number } = {},
): { periods: number; paid: number } {
  const merchant = options.merchant ?? null;
  const maxPeriods = options.maxPeriods ?? Number.POSITIVE_INFINITY;
  const candidates = db
    .prepare(
      `SELECT c.id, (SELECT MAX(s.period_end) FROM contract_settlements s WHERE s.contract_id = c.id) AS settledTo FROM contracts c
       WHERE c.started_at IS NOT NULL AND (? IS NULL OR c.merchant = ?)
         AND (c.status = 'ACTIVE' OR c.ended_at > IFNULL((SELECT MAX(s.period_end) FROM contract_settlements s WHERE s.contract_id = c.id), 0))`,
    )
    .all(merchant, merchant) as Array<{ id: number; settledTo: number | null }>;
  let periods = 0;
  let paid = 0;
  for (const { id, settledTo } of candidates) {
    const contract = contractById(db, id)!;
    const tenant = tenants.get(contract.merchant);
    if (!tenant) continue;
    const zone = tenant.config.timezone;
    let period = periodAt(contract.period, settledTo ?? contract.startedAt!, zone);
    while (period.end <= at && period.start < (contract.endedAt ?? Number.POSITIVE_INFINITY)) {
      if (periods >= maxPeriods) return { periods, paid };
      if (settlePeriod(db, contract, period, at)) {
        periods++;
        paid += (
          db.prepare('SELECT amount FROM contract_settlements WHERE contract_id = ? AND period_start = ?').get(id, period.start) as {
            amount: number;
          }
        ).amount;
      }
      period = periodAt(contract.period, period.end, zone);
    }
  }
  return { periods, paid };
}

/** A settlement as the agent centre lists it: the wire's fields, in minor units and basis points here. */
type SettlementRecord = ContractSettlement;

/**
 * A member's settlements of a kind whose periods began in [from, to), newest first, one page:
 * RECEIVED from their upline, or PAID by the house to their downlines on their contracts; with
 * the count and the sum paid over the whole period.
 */
export function settlementRecords(
  db: DatabaseSync,
  q: { memberId: number; kind: Contract['kind']; side: 'RECEIVED' | 'PAID'; from: number; to: number; page: number; size: number },
): { rows: SettlementRecord[]; total: number; amount: number } {
  const where = `FROM contract_settlements s JOIN contracts c ON c.id = s.contract_id
    JOIN members u ON u.id = c.upline_id JOIN members d ON d.id = c.downline_id
    WHERE c.${q.side === 'RECEIVED' ? 'downline_id' : 'upline_id'} = ? AND c.kind = ? AND s.period_start >= ? AND s.period_start < ?`;
  const args = [q.memberId, q.kind, q.from, q.to] as const;
  const sums = db.prepare(`SELECT COUNT(*) AS n, IFNULL(SUM(s.amount), 0) AS amount ${where}`).get(...args) as {
    n: number;
    amount: number;
  };
  const rows = allRows(
    db.prepare(
      `SELECT s.id, c.id AS contractId, u.username AS upline, d.username AS downline, s.period_start AS periodStart, s.period_end AS periodEnd,
        s.active_members AS activeMembers, s.valid_bet AS validBet, s.profit, s.basis, s.base, s.tier, s.rate, s.amount, s.settled_at AS settledAt
      ${where} ORDER BY s.period_start DESC, s.id DESC LIMIT ? OFFSET ?`,
    ),
    SETTLEMENT_RECORD,
    ...args,
    q.size,
    (q.page - 1) * q.size,
  );
  return { rows, total: sums.n, amount: sums.amount };
}

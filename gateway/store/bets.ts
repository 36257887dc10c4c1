// Bets (migrations/008_bets.sql): a stake on a game and what it paid back, settled at once. Each
// bet moves money in one journal transaction with the house's 'games' account (the member's net
// result only: the stake and the payout are on the bet), from the main wallet, or from the
// vendor's wallet where the merchant keeps one per vendor.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { transaction } from './db.ts';
import { balanceOf, post } from './ledger.ts';
import { workOffTurnover } from './bonuses.ts';
import { earnPoints } from './points.ts';
import { ticketsForBet } from './reward-tickets.ts';
import { promoteVip } from './vip.ts';
import { checkLossLimit, lossLimitLeft, refuseOnBreak } from './protection.ts';
import { Refusal } from '../refusal.ts';
import { allRows, oneRow, rowShape, widerShape } from './rows.ts';

const BET_ROW = rowShape<BetRow>('BET_ROW', {
  id: true,
  nodeId: true,
  gameType: true,
  vendor: true,
  stake: true,
  validBet: true,
  payout: true,
  placedAt: true,
});
const BET_SUMS = rowShape<BetSums>('BET_SUMS', { bets: true, stake: true, validBet: true, payout: true });
const QUARTER_SUMS = widerShape<BetSums, { quarter: number; gameType: string }>(BET_SUMS, 'QUARTER_SUMS', {
  quarter: true,
  gameType: true,
});

/** A bet as stored: amounts in minor units. */
export interface BetRow {
  id: number;
  nodeId: number;
  gameType: string;
  vendor: string;
  stake: number;
  validBet: number;
  payout: number;
  placedAt: number;
}

/** A bet to place: the game, the stake and what it pays back (the outcome, decided by the caller: the game). */
export interface NewBet {
  memberId: number;
  nodeId: number;
  gameType: string;
  vendor: string;
  stake: number;
  payout: number;
  now: number;
  /** Play from the main wallet even where the merchant keeps vendor wallets (the seeded history). */
  fromMain?: boolean;
}

/**
 * Places and settles a bet: refused with wallet.balance.insufficient (nothing written) when the
 * wallet it plays from holds less than the stake. The bet's id.
 */
export function placeBet(db: DatabaseSync, tenant: Tenant, bet: NewBet): number {
  const wallet = tenant.config.wallet.single || bet.fromMain ? { memberId: bet.memberId } : { memberId: bet.memberId, vendor: bet.vendor };
  return transaction(db, () => {
    refuseOnBreak(db, bet.memberId, bet.now);
    checkLossLimit(db, tenant, bet.memberId, bet.stake, bet.now);
    // The stake must be there when it is placed, whatever the bet pays back.
    const held = balanceOf(db, tenant.code, bet.memberId, 'vendor' in wallet ? wallet.vendor : '');
    if (held < bet.stake)
      throw new Refusal('wallet.balance.insufficient', 'the balance is not enough for this stake', { value: { balance: held } });
    const id = (db.prepare('SELECT IFNULL(MAX(id), 0) + 1 AS id FROM bets').get() as { id: number }).id;
    const net = bet.payout - bet.stake;
    // A push (the stake paid back exactly) is no valid bet.
    const validBet = bet.payout === bet.stake ? 0 : bet.stake;
    const legs = [
      { account: wallet, amount: net },
      { account: { house: 'games' as const }, amount: -net },
    ];
    const journal = post(
      db,
      {
        merchant: tenant.code,
        requester: 'system',
        requestId: `bet:${id}`,
        kind: 'bet',
        memberId: bet.memberId,
        fingerprint: `bet ${id}`,
        legs,
        now: bet.now,
      },
      (j) => j,
    );
    db.prepare(
      'INSERT INTO bets (id, merchant, member_id, node_id, game_type, vendor, stake, valid_bet, payout, placed_at, journal_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(id, tenant.code, bet.memberId, bet.nodeId, bet.gameType, bet.vendor, bet.stake, validBet, bet.payout, bet.now, journal);
    earnPoints(db, tenant, bet.memberId, validBet, id, bet.now);
    workOffTurnover(db, bet.memberId, validBet, bet.now);
    ticketsForBet(db, tenant, bet.memberId, validBet, bet.now);
    promoteVip(db, tenant, bet.memberId, validBet, bet.now);
    return id;
  });
}

/** An outcome for a stake, as a game of chance pays (about 96% back on average): nothing, the stake, or a win. */
export function outcome(random: () => number, stake: number): number {
  const r = random();
  if (r < 0.5) return 0;
  if (r < 0.55) return stake;
  if (r < 0.93) return Math.round(stake * (1.5 + random() * 1.2));
  return Math.round(stake * (3 + random() * 9));
}

/** The games a merchant offers that take bets (not vendor lobbies), by node id. */
export function playableGames(db: DatabaseSync, tenant: Tenant): Array<{ nodeId: number; gameType: string; vendor: string }> {
  const offered = new Set(tenant.config.products.flatMap((p) => p.vendors.map((v) => `${p.gameType} ${v}`)));
  const rows = db
    .prepare("SELECT node_id AS nodeId, game_type AS gameType, vendor FROM games WHERE is_game = 'GAME' ORDER BY node_id")
    .all() as Array<{
    nodeId: number;
    gameType: string;
    vendor: string;
  }>;
  return rows.filter((g) => offered.has(`${g.gameType} ${g.vendor}`));
}

/** Sums over bets, in minor units. */
export interface BetSums {
  bets: number;
  stake: number;
  validBet: number;
  payout: number;
}

/** A member's bets in [from, to), of one game type where given. */
export interface BetFilter {
  memberId: number;
  from: number;
  to: number;
  gameType: string | null;
}

const WHERE = 'member_id = ? AND placed_at >= ? AND placed_at < ? AND (? IS NULL OR game_type = ?)';
const whereArgs = (f: BetFilter) => [f.memberId, f.from, f.to, f.gameType, f.gameType] as const;
const SUMS = 'COUNT(*) AS bets, IFNULL(SUM(stake), 0) AS stake, IFNULL(SUM(valid_bet), 0) AS validBet, IFNULL(SUM(payout), 0) AS payout';

/** One page of a member's bets, newest first, and the sums over all of them. */
export function betsOf(db: DatabaseSync, filter: BetFilter, page: number, size: number): { rows: BetRow[]; sums: BetSums } {
  const rows = allRows(
    db.prepare(`SELECT id, node_id AS nodeId, game_type AS gameType, vendor, stake, valid_bet AS validBet, payout, placed_at AS placedAt FROM bets WHERE ${WHERE}
      ORDER BY placed_at DESC, id DESC LIMIT ? OFFSET ?`),
    BET_ROW,
    ...whereArgs(filter),
    size,
    (page - 1) * size,
  );
  return { rows, sums: oneRow(db.prepare(`SELECT ${SUMS} FROM bets WHERE ${WHERE}`), BET_SUMS, ...whereArgs(filter))! };
}

/** Every time zone's offset is a whole number of quarter hours, so quarters group into any zone's days. */
const QUARTER_MS = 900_000;

/** A member's sums by quarter hour (its start, ms) and game type in [from, to). */
export function quarterSums(db: DatabaseSync, filter: BetFilter): Array<BetSums & { quarter: number; gameType: string }> {
  return allRows(
    db.prepare(
      `SELECT (placed_at / ${QUARTER_MS}) * ${QUARTER_MS} AS quarter, game_type AS gameType, ${SUMS} FROM bets WHERE ${WHERE} GROUP BY quarter, game_type`,
    ),
    QUARTER_SUMS,
    ...whereArgs(filter),
  );
}

/**
 * Plays `count` bets for a member now on the merchant's games, stakes of 1 to 3% of the wallet
 * each plays from (on multi-wallet merchants, only games whose vendor wallet holds money): the
 * operator's way to make records and balances move together. A loss limit caps each stake at what
 * it leaves and stops play once spent, as a player's game would refuse the larger stake. What was
 * played, the result, and whether a loss limit stopped it.
 */
export function playBets(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  count: number,
  random: () => number,
  now: number,
): { played: number; net: number; lossLimitReached: boolean } {
  const unit = 10 ** tenant.config.currency.decimals;
  const games = playableGames(db, tenant);
  let [played, net] = [0, 0];
  for (let i = 0; i < count; i++) {
    const lossLeft = lossLimitLeft(db, tenant, memberId, now + i);
    if (lossLeft === 0) return { played, net, lossLimitReached: true };
    const funded = tenant.config.wallet.single ? games : games.filter((g) => balanceOf(db, tenant.code, memberId, g.vendor) >= unit);
    const game = funded[Math.floor(random() * funded.length)];
    if (!game) break;
    const balance = balanceOf(db, tenant.code, memberId, tenant.config.wallet.single ? '' : game.vendor);
    const wanted = Math.max(unit, Math.round((balance * (1 + Math.floor(random() * 3))) / 100 / unit) * unit);
    const stake = Math.min(balance, wanted, lossLeft ?? wanted);
    if (stake <= 0) break;
    const payout = outcome(random, stake);
    placeBet(db, tenant, { memberId, ...game, stake, payout, now: now + i });
    played++;
    net += payout - stake;
  }
  return { played, net, lossLimitReached: false };
}

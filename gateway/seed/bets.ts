// A betting history for the demo accounts: about 80 bets each (agent01's team: fewer, to keep the seed quick) over the last 60 days, across the
// merchant's games, deterministic. The last bet evens the history out, so each account ends with
// the opening balance its README entry names. On multi-wallet merchants the history is recorded
// against the main wallet (the demo never moved money into vendor wallets).
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { balanceOf } from '../store/ledger.ts';
import { outcome, placeBet, playableGames } from '../store/bets.ts';
import type { Prng } from './prng.ts';

const DAY = 86_400_000;

/** Seeds the bets of the demo accounts (their ids), `count` each (and the evening one), placed in time order. */
export function seedBets(db: DatabaseSync, tenant: Tenant, memberIds: readonly number[], prng: Prng, now: number, count = 80): void {
  const games = playableGames(db, tenant);
  if (!games.length) return;
  for (const memberId of memberIds) {
    const opening = balanceOf(db, tenant.code, memberId);
    // Stakes of 1 to 3% of the opening balance, in whole major units.
    const unit = 10 ** tenant.config.currency.decimals;
    const times = Array.from({ length: count }, () => now - prng.int(DAY / 2, 60 * DAY)).sort((a, b) => a - b);
    let net = 0;
    for (const placedAt of times) {
      const balance = opening + net;
      const stake = Math.min(balance, Math.max(unit, Math.round((opening * prng.int(1, 3)) / 100 / unit) * unit));
      if (stake <= 0) continue;
      const game = prng.pick(games);
      const payout = outcome(() => prng.next(), stake);
      placeBet(db, tenant, { memberId, ...game, stake, payout, now: placedAt, fromMain: true });
      net += payout - stake;
    }
    // Even out: a loss of what was won, or a win of what was lost.
    const stake = net > 0 ? net : Math.min(opening + net, Math.max(unit, Math.round(-net / 2)));
    if (net !== 0 && stake > 0) {
      const game = prng.pick(games);
      placeBet(db, tenant, { memberId, ...game, stake, payout: net > 0 ? 0 : stake - net, now: now - DAY / 4, fromMain: true });
    }
  }
}

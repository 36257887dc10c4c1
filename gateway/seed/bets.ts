// A betting history for the demo accounts: about 80 bets each (agent01's team: fewer, to keep the
// seed quick) over the last 60 days, across the merchant's games, deterministic. The last bet evens
// the bets out, so each account ends with the opening balance its README entry names (and what its
// payments moved). On multi-wallet merchants the history is recorded against the main wallet (the
// demo never moved money into vendor wallets). The bets are events of the seed's timeline
// (seed/timeline.ts): planned here, placed in time order with the account's other movements.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { balanceOf } from '../store/ledger.ts';
import { outcome, placeBet, playableGames } from '../store/bets.ts';
import type { Prng } from './prng.ts';
import type { SeedEvent } from './timeline.ts';
import { seedUnit } from './unit.ts';

const DAY = 86_400_000;

/**
 * The bets of the demo accounts (their ids, with their opening balances in minor units), `count`
 * each and the evening one, as events: each stake is drawn as it is placed, from what the account
 * holds then.
 */
export function betEvents(
  db: DatabaseSync,
  tenant: Tenant,
  accounts: ReadonlyArray<{ memberId: number; opening: number }>,
  prng: Prng,
  now: number,
  count = 80,
): SeedEvent[] {
  const games = playableGames(db, tenant);
  if (!games.length) return [];
  // Stakes of 1 to 3% of the opening balance, in the seeds' whole units (a thousand dong: seed/unit.ts).
  const unit = seedUnit(tenant);
  return accounts.flatMap(({ memberId, opening }) => {
    const times = Array.from({ length: count }, () => now - prng.int(DAY / 2, 60 * DAY)).sort((a, b) => a - b);
    let net = 0;
    const bet = (at: number, stakeOf: (held: number) => number, payoutOf: (stake: number) => number): SeedEvent => ({
      at,
      memberIds: [memberId],
      run: () => {
        const stake = stakeOf(balanceOf(db, tenant.code, memberId));
        if (stake <= 0) return;
        const payout = payoutOf(stake);
        placeBet(db, tenant, { memberId, ...prng.pick(games), stake, payout, now: at, fromMain: true });
        net += payout - stake;
      },
    });
    const events = times.map((at) =>
      bet(
        at,
        (held) => Math.min(held, Math.max(unit, Math.round((opening * prng.int(1, 3)) / 100 / unit) * unit)),
        (stake) => outcome(() => prng.next(), stake),
      ),
    );
    // Even out: a loss of what was won, or a win of what was lost.
    events.push(
      bet(
        now - DAY / 4,
        (held) => Math.min(held, net > 0 ? net : net < 0 ? Math.max(unit, Math.round(-net / 2)) : 0),
        (stake) => (net > 0 ? 0 : stake - net),
      ),
    );
    return events;
  });
}

// Every merchant's rebate rates (store/rebates.ts), by the game types it offers: the defaults, and
// the demo merchants' own where they differ (each site's rebate page shows its merchant's). The
// operator changes them with `npm run gateway -- rebate set`.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';

/** The rates a merchant starts with, in hundredths of a percent of the valid bet, by game type. */
const DEFAULT_RATES: Readonly<Record<string, number>> = {
  LIVE: 60,
  RNG: 80,
  FISH: 80,
  PVP: 50,
  SPORTS: 50,
  ESPORTS: 50,
  COCKFIGHT: 40,
  ELOTT: 30,
  LOTT: 30,
};

/** The demo merchants' own rates over the defaults (luzon keeps the defaults: its tests count on them). */
const MERCHANT_RATES: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  saigon: { SPORTS: 70, LIVE: 50, RNG: 100, ESPORTS: 60, ELOTT: 20, LOTT: 25 },
  emerald: { RNG: 120, LIVE: 75, FISH: 100, PVP: 45 },
};

/** A merchant's seeded rates by the game types it offers: its own, else the default (seed/offers.ts names the highest). */
export function seededRates(tenant: Tenant): Record<string, number> {
  const own = MERCHANT_RATES[tenant.code] ?? {};
  return Object.fromEntries(tenant.config.products.map(({ gameType }) => [gameType, own[gameType] ?? DEFAULT_RATES[gameType] ?? 0]));
}

/** Seeds a merchant's rates: its own or the default for each game type it offers. */
export function seedRebateRates(db: DatabaseSync, tenant: Tenant): void {
  const insert = db.prepare('INSERT OR IGNORE INTO rebate_rates (merchant, game_type, rate_bp) VALUES (?, ?, ?)');
  for (const [gameType, rate] of Object.entries(seededRates(tenant))) insert.run(tenant.code, gameType, rate);
}

// Every merchant's rebate rates (store/rebates.ts), by the game types it offers.
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

/** Seeds a merchant's rates: the defaults for each game type it offers. */
export function seedRebateRates(db: DatabaseSync, tenant: Tenant): void {
  const insert = db.prepare('INSERT OR IGNORE INTO rebate_rates (merchant, game_type, rate_bp) VALUES (?, ?, ?)');
  for (const product of tenant.config.products) insert.run(tenant.code, product.gameType, DEFAULT_RATES[product.gameType] ?? 0);
}

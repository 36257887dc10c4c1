import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { getMeta, setMeta, transaction } from '../store/db.ts';
import { seedGames, seedMiniGames } from './games.ts';
import { seedMerchant } from './merchant.ts';
import { relocalizeDemoMessages } from './messages.ts';
import { seedPoints } from './points.ts';
import { seedMissions } from './missions.ts';
import { seedRebateRates } from './rebates.ts';
import { seedDemoTickets, seedRewards } from '../store/rewards.ts';
import { seedPromotions, seedReferralPromotion } from './promotions.ts';
import { seedVip } from './vip.ts';

/** What the seed added after the first worlds were made, each under a meta key of its own. */
const LATER_PARTS: ReadonlyArray<[string, (db: DatabaseSync, tenant: Tenant, now: number) => void]> = [
  ['points', seedPoints],
  ['rebates', seedRebateRates],
  ['missions', seedMissions],
  ['rewards', seedRewards],
  ['promotions', seedPromotions],
  ['referral', seedReferralPromotion],
];

/** Later parts about the demo accounts: seeded after them, in a new world as in an old one. */
const LATER_DEMO_PARTS: ReadonlyArray<[string, (db: DatabaseSync, tenant: Tenant, now: number) => void]> = [
  ['rewards.demo', seedDemoTickets],
  // The ranks of the merchant's members, from their seeded bets.
  ['vip', seedVip],
  // The demo messages in every language, in a world that stored them in the default language only.
  ['messages.languages', relocalizeDemoMessages],
];

/**
 * Seeds what is missing: the game catalogue once, then each merchant not seeded yet (a merchant
 * added to tenants/ later is seeded on the next start). Each step is one transaction.
 */
export function seed(db: DatabaseSync, tenants: Iterable<Tenant>, now: number): { games: number; merchants: string[] } {
  let games = 0;
  if (!getMeta(db, 'seed.games')) {
    games = transaction(db, () => {
      const count = seedGames(db);
      setMeta(db, 'seed.games', String(count));
      return count;
    });
  }
  const merchants: string[] = [];
  const eligible = (
    db.prepare("SELECT node_id AS id FROM games WHERE is_game = 'GAME' AND game_type IN ('RNG', 'FISH', 'LIVE')").all() as Array<{
      id: number;
    }>
  ).map((r) => r.id);
  for (const tenant of tenants) {
    // Parts that came later than the rest: a world seeded before one gets it now.
    for (const [part, seedPart] of LATER_PARTS) {
      if (getMeta(db, `seed.${part}.${tenant.code}`)) continue;
      seedOnce(db, `seed.${part}.${tenant.code}`, now, () => seedPart(db, tenant, now));
    }
    if (!getMeta(db, `seed.merchant.${tenant.code}`)) {
      seedOnce(db, `seed.merchant.${tenant.code}`, now, () => seedMerchant(db, tenant, now, eligible));
      merchants.push(tenant.code);
    }
    for (const [part, seedPart] of LATER_DEMO_PARTS) {
      if (getMeta(db, `seed.${part}.${tenant.code}`)) continue;
      seedOnce(db, `seed.${part}.${tenant.code}`, now, () => seedPart(db, tenant, now));
    }
  }
  // The mini games came later than the catalogue and the merchants' bets: any world gets them once.
  if (!getMeta(db, 'seed.miniGames')) seedOnce(db, 'seed.miniGames', now, () => void seedMiniGames(db));
  return { games, merchants };
}

/** Runs one seed step and remembers it under its meta key, in one transaction. */
function seedOnce(db: DatabaseSync, key: string, now: number, step: () => void): void {
  transaction(db, () => {
    step();
    setMeta(db, key, String(now));
  });
}

// Every merchant's VIP ranks, fitting its currency (in whole units; thousands of dong on saigon),
// and the demo accounts ranked from the bets the seed gave them (no upgrade bonus for a history
// placed before the ranks existed, so the demo balances stay as gateway/README.md names them).
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { rankFromHistory, setVipRank, type VipRank } from '../store/vip.ts';
import { seedUnit } from './unit.ts';

/** The ladder in whole units of the currency: threshold and upgrade bonus. */
const LADDER: ReadonlyArray<Omit<VipRank, 'threshold' | 'upgradeBonus'> & { threshold: number; upgradeBonus: number }> = [
  { level: 0, label: 'Member', threshold: 0, upgradeBonus: 0, turnoverMultiple: 0, pointsBonusPercent: 0, extraWithdrawals: 0 },
  { level: 1, label: 'Bronze', threshold: 1_000, upgradeBonus: 10, turnoverMultiple: 3, pointsBonusPercent: 10, extraWithdrawals: 0 },
  { level: 2, label: 'Silver', threshold: 5_000, upgradeBonus: 38, turnoverMultiple: 3, pointsBonusPercent: 20, extraWithdrawals: 1 },
  { level: 3, label: 'Gold', threshold: 20_000, upgradeBonus: 128, turnoverMultiple: 3, pointsBonusPercent: 30, extraWithdrawals: 1 },
  { level: 4, label: 'Platinum', threshold: 100_000, upgradeBonus: 588, turnoverMultiple: 5, pointsBonusPercent: 50, extraWithdrawals: 2 },
  { level: 5, label: 'Diamond', threshold: 500_000, upgradeBonus: 1_888, turnoverMultiple: 5, pointsBonusPercent: 80, extraWithdrawals: 3 },
];

/** Seeds a merchant's ranks (kept where it has them) and ranks its members from their valid bets. */
export function seedVip(db: DatabaseSync, tenant: Tenant): void {
  const unit = seedUnit(tenant);
  const has = (db.prepare('SELECT COUNT(*) AS n FROM vip_ranks WHERE merchant = ?').get(tenant.code) as { n: number }).n > 0;
  if (!has)
    for (const rank of LADDER)
      setVipRank(db, tenant.code, { ...rank, threshold: rank.threshold * unit, upgradeBonus: rank.upgradeBonus * unit });
  rankFromHistory(db, tenant.code);
}

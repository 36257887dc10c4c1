// Every merchant's daily missions (store/missions.ts): in whole units of its currency (thousands of
// dong), the slots one only where it offers slots.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import type { MissionProgress } from '../store/missions.ts';
import { seedUnit } from './unit.ts';

const DEFAULT_MISSIONS: ReadonlyArray<Pick<MissionProgress, 'kind' | 'gameType' | 'target' | 'reward'>> = [
  { kind: 'BETS', gameType: null, target: 10, reward: 5 },
  { kind: 'VALID_BET', gameType: null, target: 500, reward: 10 },
  { kind: 'VALID_BET', gameType: 'RNG', target: 1_000, reward: 20 },
  { kind: 'GAME_TYPES', gameType: null, target: 3, reward: 15 },
  { kind: 'DEPOSIT', gameType: null, target: 100, reward: 10 },
];

/** Seeds a merchant's missions. */
export function seedMissions(db: DatabaseSync, tenant: Tenant): void {
  const unit = seedUnit(tenant);
  const offered = new Set<string>(tenant.config.products.map((p) => p.gameType));
  const insert = db.prepare('INSERT INTO missions (merchant, kind, game_type, target, reward, sort) VALUES (?, ?, ?, ?, ?, ?)');
  DEFAULT_MISSIONS.filter((m) => m.gameType === null || offered.has(m.gameType)).forEach((m, sort) => {
    const amounts = m.kind === 'VALID_BET' || m.kind === 'DEPOSIT';
    insert.run(tenant.code, m.kind, m.gameType, amounts ? m.target * unit : m.target, m.reward * unit, sort);
  });
}

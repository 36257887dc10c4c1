import { seed as seedWorld } from '../seed/index.ts';
import { openDatabase } from '../store/db.ts';
import { command, tenantMap } from './shared.ts';

/** seed: the demo world, for the merchants that do not have it yet. */
export const seed = command({
  name: 'seed',
  options: [],
  usage: '  seed                                           seed the demo world (games, demo accounts) if missing',
  async run({ dbPath }) {
    const done = seedWorld(openDatabase(dbPath), [...(await tenantMap()).values()], Date.now());
    console.log(`seeded ${done.games} games; merchants: ${done.merchants.join(', ') || 'none new'} (${dbPath})`);
  },
});

import { openDatabase } from '../store/db.ts';
import { prune as pruneStore } from '../store/prune.ts';
import { command } from './shared.ts';

/** prune: rows that can no longer matter, deleted now. */
export const prune = command({
  name: 'prune',
  options: [],
  usage:
    '  prune                                          delete expired sessions, codes, captchas and throttle counts (serve does it every 10 minutes)',
  run({ dbPath }) {
    const removed = pruneStore(openDatabase(dbPath), Date.now());
    console.log(
      Object.entries(removed)
        .map(([table, n]) => `${table} ${n}`)
        .join(', '),
    );
  },
});

// One build at a time per out folder: two builds publishing the same merchants would race on their
// live links and prune each other's releases. The lock is a file holding the build's pid; a lock
// whose process is gone (a killed build) is taken over.
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { displayPath } from '../../core/config/load.ts';
import { pidAlive, ReleaseError } from './releases.ts';

const LOCK = '.build.lock';
/** How long a lock file may stay without its pid before it counts as a killed build's. */
const UNWRITTEN_MS = 5000;

/** The lock file of an out folder. */
export function outLockPath(out: string): string {
  return join(out, LOCK);
}

/**
 * Takes the out folder's build lock, or throws a ReleaseError (exit code 2, nothing changed) naming
 * the build that holds it. Returns the function that releases it.
 */
export async function lockOut(out: string): Promise<() => Promise<void>> {
  await mkdir(out, { recursive: true });
  const path = outLockPath(out);
  // Two tries: the second after removing a dead build's lock (another taker may win that race, then we refuse).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(`${process.pid}\n`);
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
    // A lock with no pid yet is being written, unless it is old: its writer was killed right after creating it.
    const writing = !Number.isInteger(holder) && Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? 0) < UNWRITTEN_MS;
    if (writing || (Number.isInteger(holder) && pidAlive(holder))) {
      throw new ReleaseError(
        `another build (${writing ? 'starting now' : `pid ${holder}`}) is writing ${displayPath(out)}/: wait for it to end or build into another --out (if no build runs, remove ${displayPath(path)})`,
      );
    }
    await rm(path, { force: true });
  }
  throw new ReleaseError(`another build took the lock of ${displayPath(out)}/ at the same moment: try again`);
}

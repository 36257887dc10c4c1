import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

let known: { version: string; commit: string | null } | undefined;

/** skinforge's version (package.json) and the git commit it was built from (null outside a git checkout). */
export function skinforgeVersion(): { version: string; commit: string | null } {
  if (known) return known;
  const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string };
  let commit: string | null = null;
  try {
    commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: projectRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // A release tarball without .git: the version alone identifies it.
  }
  known = { version, commit };
  return known;
}

import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The merchants with a live site in a dist folder, in name order. A live site is a link to its
 * release (scripts/lib/releases.ts), or a plain folder from an older build; hidden entries
 * (.releases, .client-manifests) are not sites.
 */
export function liveSites(dist: string): string[] {
  return readdirSync(dist)
    .filter((name) => !name.startsWith('.') && statSync(join(dist, name), { throwIfNoEntry: false })?.isDirectory())
    .sort();
}

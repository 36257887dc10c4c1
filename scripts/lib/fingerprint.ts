// What a merchant's site is made from, hashed: when all of it matches the live release's, a build
// skips the merchant (incremental builds). Wrong "unchanged" answers would ship stale sites, so the
// code input is broad: every source file, schema and public file, the lock file, the Node version,
// and of the build scripts every one the compile loads (the nginx generator or the CLI's wording
// shape no page: editing them rebuilds nothing).
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { LoadedTenant } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { importsOf } from '../../src/build-time/source-graph.ts';
import { assetPaths } from './site-files.ts';

/** The inputs of one merchant's build, each as a sha256 (gatewayData null when built without any). */
export interface Fingerprint {
  config: string;
  assets: string;
  code: string;
  gatewayData: string | null;
}

/** Folders and files whose content goes into every site (tests left out: they do not). */
const CODE_DIRS = ['src', 'core', 'contract', 'schemas', 'public'];
const CODE_FILES = ['astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
/** Where the build scripts that make a site's files start: the compile and its parts' process. */
const COMPILE_ENTRIES = ['scripts/lib/compile.ts', 'scripts/lib/compile-worker.ts'];

/**
 * The build scripts a site's files depend on: the compile's entry points and every file of scripts/
 * they import, directly or not, type-only imports included (src/ is hashed whole anyway).
 */
export async function compileScripts(root: string = projectRoot): Promise<string[]> {
  const found = new Set<string>();
  const todo = [...COMPILE_ENTRIES];
  for (let file = todo.pop(); file !== undefined; file = todo.pop()) {
    if (found.has(file)) continue;
    found.add(file);
    // A missing file is still listed (hashed as absent): deleting a script the compile loads is a change.
    const source = await readFile(join(root, file), 'utf8').catch(() => '');
    for (const { target } of importsOf(file, source)) if (target.startsWith('scripts/')) todo.push(target);
  }
  return [...found];
}

function sha256(): ReturnType<typeof createHash> {
  return createHash('sha256');
}

/** One hash of all the code that goes into a build; computed once per build, shared by every merchant. */
export async function codeHash(root: string = projectRoot): Promise<string> {
  const paths: string[] = [...CODE_FILES, ...(await compileScripts(root))];
  for (const dir of CODE_DIRS) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      if (e.isFile() && !/\.test\.tsx?$/.test(e.name)) paths.push(relative(root, join(e.parentPath, e.name)));
    }
  }
  const hash = sha256().update(process.version);
  for (const path of paths.sort()) {
    const bytes = await readFile(join(root, path)).catch(() => undefined);
    hash.update(`\0${path}\0${bytes ? sha256().update(bytes).digest('hex') : 'absent'}`);
  }
  return hash.digest('hex');
}

/** A merchant's fingerprint: its resolved config, the asset files it refers to, the code and its gateway data. */
export async function fingerprintOf(tenant: LoadedTenant, code: string, gatewayData: unknown): Promise<Fingerprint> {
  const assets = sha256();
  for (const path of assetPaths(tenant.config).sort()) {
    const bytes = await readFile(join(tenant.dir, path)).catch(() => undefined);
    assets.update(`\0${path}\0${bytes ? sha256().update(bytes).digest('hex') : 'absent'}`);
  }
  return {
    config: sha256().update(JSON.stringify(tenant.config)).digest('hex'),
    assets: assets.digest('hex'),
    code,
    gatewayData: gatewayData === undefined ? null : sha256().update(JSON.stringify(gatewayData)).digest('hex'),
  };
}

const INPUT_NAMES: Record<keyof Fingerprint, string> = {
  config: 'config',
  assets: 'assets',
  code: 'code',
  gatewayData: 'gateway data',
};

/** Which inputs differ between two fingerprints, in words ("config, assets"); empty when none. */
export function changedInputs(now: Fingerprint, then: Fingerprint): string[] {
  return (Object.keys(INPUT_NAMES) as Array<keyof Fingerprint>).filter((k) => now[k] !== then[k]).map((k) => INPUT_NAMES[k]);
}

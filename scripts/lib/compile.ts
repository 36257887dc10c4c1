import { build } from 'astro';
import { fork } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadedTenant } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { CLIENT_MANIFEST, GATEWAY_DATA_FILE_ENV, TENANTS_FILE_ENV } from '../../src/integration/index.ts';
import { hashFiles, type ReleaseManifest } from './releases.ts';
import { pool } from './pool.ts';
import { splitEvenly } from './shard.ts';
import { withSyncDigest } from './sync-digest.ts';
import { assembleSite } from './site-files.ts';

/** One Astro build over some of the merchants, and where it puts their assembled sites. */
export interface PartJob {
  tenants: LoadedTenant[];
  gatewayDataFile: string | undefined;
  /** The Astro build's output. */
  outDir: string;
  /** Where each merchant's complete site is assembled, as `<sitesDir>/<merchant>/`. */
  sitesDir: string;
}

/** A merchant's site as its part assembled it (a complete folder and its page count), or why it could not be. */
export type PreparedSite =
  | { merchant: string; dir: string; pages: number; files: ReleaseManifest['files'] }
  | { merchant: string; error: string };

/** What compileParts made: every merchant's prepared site, and the build output whose bundles every site carries. */
export interface Compiled {
  sites: PreparedSite[];
  bundles: string;
}

/** A part's compile failed: the message names the merchant when the error says which page broke. */
class CompileError extends Error {}

/** What one compile process can take: an Astro build of a few hundred merchants peaks below this. */
const MEMORY_PER_PART = 1.5 * 1024 ** 3;

/**
 * How many Astro builds to run at once: one per core, as memory allows, and never more than there
 * are merchants (each build repeats the shared compile, a few seconds of one core).
 */
export function defaultJobs(merchants: number): number {
  return Math.max(1, Math.min(availableParallelism(), Math.floor(totalmem() / MEMORY_PER_PART), merchants));
}

/** Sites assembled at once in a part: enough to overlap the file system's waits. */
const ASSEMBLING_AT_ONCE = 4;

/**
 * One part, in this process (the child processes run it too, compile-worker.ts): the Astro build
 * of its merchants, then each merchant's site assembled from it, ready to publish. A site that
 * cannot be assembled is reported, not thrown: the other merchants go on.
 */
export async function compilePart(job: PartJob): Promise<PreparedSite[]> {
  const tenantsFile = `${job.outDir}.tenants.json`;
  await writeFile(tenantsFile, JSON.stringify(job.tenants.map((t) => t.config)));
  process.env[TENANTS_FILE_ENV] = tenantsFile;
  if (job.gatewayDataFile) process.env[GATEWAY_DATA_FILE_ENV] = job.gatewayDataFile;
  process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
  try {
    // The pages' CSP hashes without a thread-pool job each (sync-digest.ts).
    await withSyncDigest(() => build({ root: projectRoot, outDir: job.outDir, logLevel: 'error', mode: 'production' }));
  } finally {
    delete process.env[TENANTS_FILE_ENV];
    delete process.env[GATEWAY_DATA_FILE_ENV];
  }
  const sites: PreparedSite[] = [];
  // Each release lists its files' hashes: taken here, on every core, rather than one site at a time when
  // published. The bundles every site links to (or copies, site-files.ts) are hashed once for all of them.
  const bundles = Object.fromEntries(
    Object.entries(await hashFiles(join(job.outDir, '_astro'))).map(([path, hash]) => [join('_astro', path), hash]),
  );
  await pool(job.tenants, ASSEMBLING_AT_ONCE, async (tenant) => {
    const merchant = tenant.config.merchantCode;
    const dir = join(job.sitesDir, merchant);
    try {
      await mkdir(dir, { recursive: true });
      const pages = await assembleSite(dir, tenant, job.outDir);
      sites.push({ merchant, dir, pages, files: await hashFiles(dir, bundles) });
    } catch (error) {
      sites.push({ merchant, error: (error as Error).message });
    }
  });
  return sites;
}

/** The young generation's semi-space of a part's process, in MB (Node's default is 16 at most). */
const SEMI_SPACE_MB = 64;

const WORKER = fileURLToPath(new URL('./compile-worker.ts', import.meta.url));

/** Runs compilePart in a child process; rejects with the child's error message. */
async function compileInChild(job: PartJob, children: Set<() => void>): Promise<PreparedSite[]> {
  const jobFile = `${job.outDir}.job.json`;
  await writeFile(jobFile, JSON.stringify(job));
  return new Promise<PreparedSite[]>((resolve, reject) => {
    const child = fork(WORKER, [jobFile], {
      cwd: projectRoot,
      // Rendering pages allocates many short-lived strings: a larger young generation spares the
      // part's garbage collector most of its scavenges (docs/scale.md has the figures).
      execArgv: [`--max-semi-space-size=${SEMI_SPACE_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const stop = () => child.kill('SIGTERM');
    children.add(stop);
    let failure: string | undefined;
    let sites: PreparedSite[] | undefined;
    child.on('message', (message: { error?: string; sites?: PreparedSite[] }) => {
      failure = message.error;
      sites = message.sites;
    });
    child.on('error', (error) => {
      failure ??= error.message;
    });
    child.on('exit', (code, signal) => {
      children.delete(stop);
      if (code === 0 && failure === undefined && sites) resolve(sites);
      else reject(new CompileError(failure ?? `a compile process stopped (${signal ?? `exit code ${code}`})`));
    });
  });
}

/**
 * Compiles the merchants in `jobs` Astro builds at once, each over a run of them, into
 * `work/astro-<n>/`, and assembles their sites under `work/sites/`: the machine's cores render,
 * write and assemble pages, not one. Bundles are tenant-agnostic, so every part's `_astro/` must
 * come out the same; a part whose client manifest differs fails the build rather than publish
 * pages that name bundles another part built.
 */
export async function compileParts(
  tenants: readonly LoadedTenant[],
  work: string,
  gatewayDataFile: string | undefined,
  jobs: number,
): Promise<Compiled> {
  const parts: PartJob[] = splitEvenly(tenants, jobs).map((run, i) => ({
    tenants: run,
    gatewayDataFile,
    outDir: join(work, `astro-${i}`),
    sitesDir: join(work, 'sites'),
  }));
  if (parts.length === 1) return { sites: await compilePart(parts[0]!), bundles: parts[0]!.outDir };
  const children = new Set<() => void>();
  let sites: PreparedSite[][];
  try {
    sites = await Promise.all(parts.map((part) => compileInChild(part, children)));
  } finally {
    // One part failed: the others' work is wasted, stop them now rather than wait.
    for (const stop of children) stop();
  }
  await checkSameBundles(parts.map((p) => p.outDir));
  return { sites: sites.flat(), bundles: parts[0]!.outDir };
}

async function checkSameBundles(dirs: readonly string[]): Promise<void> {
  const [first, ...rest] = await Promise.all(
    dirs.map(
      async (dir) => `${await readFile(join(dir, CLIENT_MANIFEST), 'utf8')}\n${(await readdir(join(dir, '_astro'))).sort().join('\n')}`,
    ),
  );
  const differing = rest.findIndex((text) => text !== first);
  if (differing >= 0)
    throw new CompileError(
      `compile parts 1 and ${differing + 2} built different bundles (not tenant-agnostic): build with SKINFORGE_BUILD_JOBS=1 and report it`,
    );
}

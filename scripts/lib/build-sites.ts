import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedTenant } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { CLIENT_MANIFEST } from '../../src/integration/index.ts';
import type { GatewayData } from '../../src/build-time/gateway-data.ts';
import type { Compiled } from './compile.ts';
import { planBuild, publishRelease, type Skipped } from './publish.ts';
import { pool } from './pool.ts';
import { pidAlive, type ReleaseManifest } from './releases.ts';
import { lockOut } from './out-lock.ts';
import { moveFolder } from './site-files.ts';

/** Merchants published at once after the compile. */
const PUBLISHING_AT_ONCE = 4;

interface SiteResult {
  merchant: string;
  ok: boolean;
  pages?: number;
  ms: number;
  /** The release this build published (live now, unless held or built with `live: false`). */
  release?: string;
  /** The release gate found problems: the release is kept, not live (build --check). */
  held?: boolean;
  /** Built and kept, not made live, as asked (build --no-live). */
  pending?: boolean;
  /** Why the merchant was built: which inputs changed since its live release, or that it had none. */
  reason?: string;
  error?: string;
}

export interface BuildReport {
  compileMs: number;
  sites: SiteResult[];
  /** Merchants not built because nothing they are made from changed since their live release. */
  skipped: Skipped[];
  /** Set when the shared compile failed: then no site was touched. */
  compileError?: string;
}

export interface BuildOptions {
  /** What the build took from a gateway (scripts/lib/gateway-data.ts): pages paint it before any JS. */
  gatewayData?: GatewayData | undefined;
  /** When the gateway data was taken (recorded in each release's manifest). */
  gatewayDataAt?: Date | undefined;
  /** Where it was taken: "reference" or the gateway's URL (recorded in each release's manifest). */
  gatewayDataFrom?: string | undefined;
  /** The merchants of the reference world the data came from, in seed order (recorded in each release's manifest). */
  gatewayWorld?: string[] | undefined;
  /** Build every merchant, even those unchanged since their live release. */
  force?: boolean | undefined;
  /** Releases kept per merchant (default 10); the live one is never deleted. */
  keep?: number | undefined;
  /** Called after each merchant, built or failed, with how many are done of how many: for a progress line. */
  onSite?: ((site: SiteResult, done: number, total: number) => void) | undefined;
  /** Astro builds to run at once over parts of the merchants (default: one per core, as memory allows). */
  jobs?: number | undefined;
  /** The release gate (build --check): a new release goes live only when this passes it. */
  gate?: ((release: ReleaseManifest) => Promise<boolean>) | undefined;
  /** false: each new release is built (and gated) but not made live (build --no-live). */
  live?: boolean | undefined;
}

/**
 * Builds validated tenants into `outDir/<merchant>/` with one Astro compile for all of them, each
 * published as a release (scripts/lib/releases.ts). A merchant unchanged since its live release is
 * skipped unless `force`; a merchant's live site is replaced only by a complete new release.
 * One build at a time per out folder (scripts/lib/out-lock.ts): a second one is refused.
 */
export async function buildSites(
  allTenants: readonly LoadedTenant[],
  outDir: string,
  log: (line: string) => void = () => {},
  options: BuildOptions = {},
): Promise<BuildReport> {
  const unlock = await lockOut(outDir);
  try {
    return await buildUnlocked(allTenants, outDir, log, options);
  } finally {
    await unlock();
  }
}

async function buildUnlocked(
  allTenants: readonly LoadedTenant[],
  outDir: string,
  log: (line: string) => void,
  options: BuildOptions,
): Promise<BuildReport> {
  await removeDeadBuildsWork(join(projectRoot, '.skinforge'));
  const plan = await planBuild(allTenants, outDir, options);
  const skipped = plan.skipped;
  for (const s of skipped) log(`  - ${s.merchant.padEnd(16)} skipped: ${s.reason}`);
  const tenants = plan.build.map((b) => b.tenant);
  if (tenants.length === 0) return { compileMs: 0, sites: [], skipped };
  const work = join(projectRoot, '.skinforge', `build-${process.pid}-${Date.now()}`);
  await mkdir(work, { recursive: true });
  try {
    // Without gateway data the compile's virtual module is an empty object: nothing is written or read.
    let gatewayDataFile: string | undefined;
    if (options.gatewayData && Object.keys(options.gatewayData).length) {
      gatewayDataFile = join(work, 'gateway-data.json');
      await writeFile(gatewayDataFile, JSON.stringify(options.gatewayData));
    }
    // Imported here, not at the top: a build that skips every merchant never loads Astro (over a second).
    const { compileParts, defaultJobs } = await import('./compile.ts');
    const jobs = options.jobs ?? defaultJobs(tenants.length);
    const started = performance.now();
    let compiled: Compiled;
    try {
      compiled = await compileParts(tenants, work, gatewayDataFile, jobs);
    } catch (error) {
      return { compileMs: performance.now() - started, sites: [], skipped, compileError: describeCompileError(error, tenants) };
    }
    const compileMs = performance.now() - started;
    const builds = Math.min(jobs, tenants.length);
    const processes = builds === 1 ? '' : ` (${builds} builds at once)`;
    log(`compiled ${tenants.length} merchant${tenants.length === 1 ? '' : 's'} in ${seconds(compileMs)}${processes}`);
    const prepared = new Map(compiled.sites.map((site) => [site.merchant, site]));
    const sites: SiteResult[] = [];
    const publish = async ({ tenant, fingerprint, reason }: (typeof plan.build)[number]): Promise<void> => {
      const merchant = tenant.config.merchantCode;
      const t0 = performance.now();
      try {
        const site = prepared.get(merchant)!;
        if ('error' in site) throw new Error(site.error);
        const { release, held, warning } = await publishRelease(
          outDir,
          tenant,
          fingerprint,
          join(compiled.bundles, CLIENT_MANIFEST),
          options,
          async (dir) => {
            await moveFolder(site.dir, dir);
            return site.pages;
          },
          site.files,
        );
        const ms = performance.now() - t0;
        const pending = !held && options.live === false;
        sites.push({
          merchant,
          ok: true,
          pages: release.pages,
          ms,
          release: release.id,
          reason,
          ...(held ? { held } : {}),
          ...(pending ? { pending } : {}),
        });
        const verdict = held ? ', held by the release gate: the live release stays' : pending ? ', not made live (--no-live)' : '';
        log(
          `  ${held ? '✗' : '✓'} ${merchant.padEnd(16)} ${String(release.pages).padStart(4)} pages  ${seconds(ms)}  release ${release.id} (${reason})${verdict}`,
        );
        if (warning) log(`  ! ${merchant.padEnd(16)} ${warning}`);
      } catch (error) {
        const ms = performance.now() - t0;
        const message = (error as Error).message;
        sites.push({ merchant, ok: false, ms, error: message, reason });
        log(`  ✗ ${merchant.padEnd(16)} failed: ${message} (the live release, if any, is untouched)`);
      }
      options.onSite?.(sites.at(-1)!, sites.length, plan.build.length);
    };
    // A few merchants at once: publishing is small file operations, whose waits overlap.
    await pool(plan.build, PUBLISHING_AT_ONCE, publish);
    // In the order given, whatever order they finished in.
    const order = new Map(plan.build.map((b, i) => [b.tenant.config.merchantCode, i]));
    sites.sort((a, b) => order.get(a.merchant)! - order.get(b.merchant)!);
    return { compileMs, sites, skipped };
  } finally {
    // A failed part's siblings may still be exiting: retried, so a late write cannot hide the error.
    await rm(work, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

/** Removes the scratch folders of builds, diffs and previews that were killed (their process is gone), which no finally could remove. */
async function removeDeadBuildsWork(scratch: string): Promise<void> {
  for (const name of await readdir(scratch).catch(() => [] as string[])) {
    const pid = Number(/^(?:build|diff|dev)-(\d+)(?:-|$)/.exec(name)?.[1]);
    if (pid && !pidAlive(pid)) await rm(join(scratch, name), { recursive: true, force: true });
  }
}

/** Names the merchant whose page broke the compile when the error says which page it was. */
function describeCompileError(error: unknown, tenants: readonly LoadedTenant[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const culprit = tenants.find(
    (t) => message.includes(`/${t.config.merchantCode}/`) || message.includes(`merchant: "${t.config.merchantCode}"`),
  );
  return culprit ? `merchant ${culprit.config.merchantCode}: ${message}` : message;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

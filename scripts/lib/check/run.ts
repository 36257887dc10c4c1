// The release gate: opens a built release's pages in Chromium, as a careful QA engineer would, and
// reports what would embarrass the brand live (docs/check.md). One browser for the whole fleet;
// pages of every merchant are opened a few at a time, so both cores stay busy.
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import type { ResolvedTenantConfig } from '../../../core/config/generated/resolved-tenant-config.ts';
import { projectRoot } from '../../../core/config/paths.ts';
import { siteBudget } from '../budgets.ts';
import { chromiumPath, headlessEnv, missingChromium } from '../chromium.ts';
import { pool } from '../pool.ts';
import { diffReleases, releaseConfig } from '../release-diff.ts';
import { findRelease, listReleases, liveReleaseId, pidAlive, type ReleaseManifest, releaseDir } from '../releases.ts';
import { createStaticServer, listen } from '../static-server.ts';
import { skinforgeVersion } from '../version.ts';
import { type CheckedPage, type CheckReport, DIFFERENCE_THRESHOLD, type Finding, themeContrastFindings } from './findings.ts';
import { compareShots } from './pixels.ts';
import { checkPlan, pagesNamed, contrastOnce, type PlannedPage, pageLabel, shotName, type Viewer, WIDTHS, type Width } from './plan.ts';
import { inspectPage, requestsOf, shoot } from './inspect.ts';
import { writeReport } from './report.ts';
import { type SignIn, signInWith } from './sign-in.ts';

/** Where reports are written: <root>/<merchant>/<release>/index.html. */
const CHECK_ROOT = join(projectRoot, '.skinforge', 'check');

/** A problem that stops a check before it starts (no Chromium, a release of another version): exit code 2. */
export class CheckError extends Error {}

export interface CheckOptions {
  /** The folder the sites were built into. */
  out: string;
  /** Merchant → the release to check (default: its newest, live or not). */
  targets: Array<{ merchant: string; release?: string | undefined }>;
  /** The gateway the signed-in pages sign in to: the reference gateway's world, or a gateway's URL with an account. */
  gateway: { reference: true } | { url: string; account?: { username: string; password: string } | undefined };
  /** Only the pages whose files differ from the live release's. */
  changed?: boolean | undefined;
  /** Instead of one page of each kind: every page only a signed-in player sees (a tour of the member and agent centres). */
  everySignedInPage?: boolean | undefined;
  /** Only the pages of these names ("lobby", "help", "member/depositv2"), as every viewer, language and width sees them. */
  pages?: readonly string[] | undefined;
  log?: ((line: string) => void) | undefined;
  /** Where reports go (default .skinforge/check). */
  reportRoot?: string | undefined;
}

/** Pages open at once across the fleet: enough to overlap page loads with axe's work on both cores. */
function pagesAtOnce(): number {
  return Math.max(2, Math.min(4, cpus().length * 2));
}

/** What checks releases one after another or side by side: one browser, one gateway, a shared limit of open pages. */
export interface Checker {
  check(release: ReleaseManifest): Promise<CheckReport>;
  close(): Promise<void>;
}

/**
 * Starts Chromium and the gateway the pages call (the reference world holding `configs`, or the
 * operator's gateway): what `site check` and `build --check` share for a whole fleet.
 */
export async function openChecker(options: Omit<CheckOptions, 'targets'>, configs: readonly ResolvedTenantConfig[]): Promise<Checker> {
  const log = options.log ?? (() => {});
  const missing = missingChromium();
  if (missing) throw new CheckError(missing);
  const signIn = await signInWith(options.gateway, configs, log);
  let browser: Browser;
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      env: headlessEnv(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    });
  } catch (error) {
    await signIn.close();
    throw new CheckError(`Chromium did not start: ${(error as Error).message.split('\n')[0]}`);
  }
  const slots = limiter(pagesAtOnce());
  // Two merchants side by side share the page slots: a fleet's contexts and servers exist for two at a time.
  const merchants = limiter(2);
  return {
    check: (release) =>
      merchants(async () =>
        checkOne(browser, options, release, (await releaseConfig(options.out, release)) as ResolvedTenantConfig, signIn, slots, log),
      ),
    close: async () => {
      await browser.close();
      await signIn.close();
    },
  };
}

/** Checks releases of several merchants with one browser; a report per merchant, in the order asked. */
export async function checkReleases(options: CheckOptions): Promise<CheckReport[]> {
  const releases = await Promise.all(options.targets.map((t) => pickRelease(options.out, t.merchant, t.release)));
  const configs = await Promise.all(releases.map((r) => releaseConfig(options.out, r) as Promise<ResolvedTenantConfig>));
  const checker = await openChecker(options, await worldOf(options.out, releases, configs));
  try {
    return await Promise.all(releases.map((release) => checker.check(release)));
  } finally {
    await checker.close();
  }
}

/**
 * The merchants the gate's reference world holds: those of the world the first release took its
 * data from, in its order (each as its newest release in the out folder has it), so that what the
 * world numbers (promotions' drawn banners) matches what the pages were built with; otherwise the
 * merchants checked.
 */
async function worldOf(
  out: string,
  releases: readonly ReleaseManifest[],
  configs: ResolvedTenantConfig[],
): Promise<ResolvedTenantConfig[]> {
  const world = releases.find((r) => r.gatewayWorld)?.gatewayWorld;
  if (!world) return configs;
  const found = await Promise.all(
    world.map(async (merchant) => {
      const checked = configs.find((c) => c.merchantCode === merchant);
      if (checked) return checked;
      const newest = (await listReleases(out, merchant)).at(-1);
      return newest && ((await releaseConfig(out, newest)) as ResolvedTenantConfig);
    }),
  );
  const seeded = found.filter((c): c is ResolvedTenantConfig => c !== undefined);
  return [...seeded, ...configs.filter((c) => !seeded.includes(c))];
}

/** Runs at most `limit` tasks at once, whoever asks: the pages of every merchant share the browser's slots. */
function limiter(limit: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (task) => {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    running++;
    try {
      return await task();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** The release asked for, or the merchant's newest; one built by another version of skinforge is refused. */
async function pickRelease(out: string, merchant: string, id: string | undefined): Promise<ReleaseManifest> {
  let release: ReleaseManifest | undefined;
  if (id !== undefined) release = await findRelease(out, merchant, id);
  else release = (await listReleases(out, merchant)).at(-1);
  if (!release) throw new CheckError(`${merchant} has no releases in ${out}: build it first (npm run site -- build ${merchant})`);
  const { version } = skinforgeVersion();
  if (release.skinforge.version !== version)
    throw new CheckError(
      `release ${release.id} of ${merchant} was built by skinforge ${release.skinforge.version}, this is ${version}: the gate checks only what this version builds (rebuild it)`,
    );
  return release;
}

/** A served copy of one release's site (its own port, the gateway behind it as operators deploy it). */
async function serve(out: string, release: ReleaseManifest, gateway: string | undefined): Promise<{ origin: string; server: Server }> {
  const server = await createStaticServer({ root: join(releaseDir(out, release.merchant, release.id), 'site'), gateway });
  await listen(server, 0);
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function checkOne(
  browser: Browser,
  options: Omit<CheckOptions, 'targets'>,
  release: ReleaseManifest,
  config: ResolvedTenantConfig,
  signIn: SignIn,
  slots: ReturnType<typeof limiter>,
  log: (line: string) => void,
): Promise<CheckReport> {
  const started = performance.now();
  const { merchant } = release;
  const liveId = liveReleaseId(options.out, merchant);
  const live = liveId && liveId !== release.id ? await findRelease(options.out, merchant, liveId) : undefined;
  const root = options.reportRoot ?? CHECK_ROOT;
  const dir = join(root, merchant, release.id);
  const partial = `${dir}.partial-${process.pid}`;
  const skipped: string[] = [];
  let plan = checkPlan(config, { everySignedInPage: options.everySignedInPage });
  if (options.pages?.length) {
    const named = pagesNamed(plan, options.pages);
    if (named.unknown.length)
      throw new CheckError(
        `--page: ${merchant} has no page ${named.unknown.map((n) => `"${n}"`).join(', ')} to check (its pages: ${[...new Set(plan.map((p) => p.name))].join(', ')})`,
      );
    plan = named.plan;
    skipped.push(`--page: only ${options.pages.join(', ')}; the other pages were not opened`);
  }
  await removeDeadPartials(join(root, merchant));
  await rm(partial, { recursive: true, force: true });
  await mkdir(join(partial, 'shots'), { recursive: true });
  const findings: Finding[] = themeContrastFindings(config);
  if (options.changed && live) {
    const diff = diffReleases(live, await releaseConfig(options.out, live), release, config);
    const files = new Set([...diff.pages.changed, ...diff.pages.added]);
    plan = plan.filter((p) => files.has(p.file));
    skipped.push(
      `--changed: ${plan.length} page${plan.length === 1 ? '' : 's'} whose files differ from live release ${live.id}; the others are as live`,
    );
  }
  plan = contrastOnce(plan);
  const sessions = new Map<Viewer, string | undefined>();
  for (const viewer of ['member', 'agent'] as const) {
    if (!plan.some((p) => p.viewer === viewer)) continue;
    const session = await signIn.session(config, viewer);
    if (typeof session === 'object') {
      skipped.push(`${viewer} pages: ${session.skipped}`);
      plan = plan.filter((p) => p.viewer !== viewer);
    } else sessions.set(viewer, session);
  }
  const site = await serve(options.out, release, signIn.url);
  const liveSite = live && (await serve(options.out, live, signIn.url));
  const contexts = new Map<string, BrowserContext>();
  const contextFor = async (width: Width, viewer: Viewer): Promise<BrowserContext> => {
    const key = `${width.name}-${viewer}`;
    let context = contexts.get(key);
    if (!context) {
      context = await browser.newContext({
        viewport: { width: width.width, height: width.height },
        reducedMotion: 'reduce',
        serviceWorkers: 'block',
        hasTouch: width.name === 'phone',
      });
      const token = sessions.get(viewer);
      if (token) await context.addInitScript((t) => sessionStorage.setItem('token', t), token);
      contexts.set(key, context);
    }
    return context;
  };
  const pages: CheckedPage[] = [];
  const addresses = new Map<string, string>();
  try {
    const tasks = plan.flatMap((page) => WIDTHS.map((width) => ({ page, width })));
    await pool(tasks, tasks.length, async ({ page, width }) => {
      const context = await contextFor(width, page.viewer);
      const result = await slots(() => inNewTab(context, (tab) => inspectPage(tab, site.origin, page, width, join(partial, 'shots'))));
      findings.push(...result.findings);
      for (const { url, from } of result.addresses) if (!addresses.has(url)) addresses.set(url, `${from} on ${pageLabel(page, width)}`);
      pages.push({ label: pageLabel(page, width), url: page.url, screenshot: `shots/${shotName(page, width)}`, times: result.times });
    });
    findings.push(...(await brokenAddresses(site.origin, addresses)));
    const budget = await siteBudget(
      merchant,
      join(releaseDir(options.out, merchant, release.id), 'site'),
      join(releaseDir(options.out, merchant, release.id), 'client-manifest.json'),
    );
    findings.push(...budget.failures.map((message): Finding => ({ kind: 'weight', message })));
    if (live && liveSite) await compareWithLive(contextFor, slots, liveSite.origin, live, plan, pages, root, partial);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await Promise.all([...contexts.values()].map((c) => c.close()));
    site.server.close();
    liveSite?.server.close();
  }
  pages.sort((a, b) => a.label.localeCompare(b.label));
  const report: CheckReport = {
    merchant,
    release: release.id,
    live: live?.id ?? null,
    checkedAt: new Date().toISOString(),
    ms: Math.round(performance.now() - started),
    passed: findings.length === 0,
    findings,
    pages,
    skipped,
    dir,
  };
  await writeReport(partial, report);
  await rm(dir, { recursive: true, force: true });
  await rename(partial, dir);
  log(
    `  ${report.passed ? '✓' : '✗'} ${merchant.padEnd(16)} release ${release.id}: ${pages.length} pages checked in ${(report.ms / 1000).toFixed(1)}s, ${findings.length} finding${findings.length === 1 ? '' : 's'}`,
  );
  return report;
}

/**
 * Runs `task` in a tab of its own, closed after it. Reusing tabs page after page (sent to the next
 * address) took less CPU in a small probe (40 pages: 9.9 against 13.4 s) but made the whole check
 * slower: the three demo brands 2 min 0 s and 2 min 8 s against 1 min 46 s (docs/check.md).
 */
async function inNewTab<T>(context: BrowserContext, task: (tab: Page) => Promise<T>): Promise<T> {
  const tab = await context.newPage();
  try {
    return await task(tab);
  } finally {
    await tab.close();
  }
}

/** Removes the half-written reports of checks that were killed (their process is gone). */
async function removeDeadPartials(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    const pid = Number(/\.partial-(\d+)$/.exec(name)?.[1]);
    if (pid && !pidAlive(pid)) await rm(join(dir, name), { recursive: true, force: true });
  }
}

/** Site addresses the pages named that answer 404: a link to a page that does not exist, a missing image or file. */
async function brokenAddresses(origin: string, addresses: Map<string, string>): Promise<Finding[]> {
  const findings: Finding[] = [];
  await pool([...addresses], 8, async ([url, from]) => {
    const answer = await fetch(url.replace(/^https?:\/\/[^/]+/, origin), { method: 'HEAD' }).catch(() => undefined);
    if (!answer || answer.status >= 400) {
      const path = new URL(url).pathname;
      findings.push({ kind: 'link', message: `${path} answers ${answer?.status ?? 'nothing'}: named by the ${from}` });
    }
  });
  return findings.sort((a, b) => a.message.localeCompare(b.message));
}

/**
 * Screenshots of the live release beside the new one's, compared pixel by pixel. The live release's
 * own report supplies them when it was checked; otherwise they are taken now, into its report folder.
 */
async function compareWithLive(
  contextFor: (width: Width, viewer: Viewer) => Promise<BrowserContext>,
  slots: ReturnType<typeof limiter>,
  liveOrigin: string,
  live: ReleaseManifest,
  plan: PlannedPage[],
  pages: CheckedPage[],
  root: string,
  partial: string,
): Promise<void> {
  const liveShots = join(root, live.merchant, live.id, 'shots');
  await mkdir(liveShots, { recursive: true });
  await mkdir(join(partial, 'diff'), { recursive: true });
  const tasks = plan.flatMap((page) => WIDTHS.map((width) => ({ page, width })));
  await pool(tasks, tasks.length, async ({ page, width }) => {
    const name = shotName(page, width);
    const livePath = join(liveShots, name);
    if (!existsSync(livePath)) {
      const context = await contextFor(width, page.viewer);
      await slots(() =>
        inNewTab(context, async (tab) => {
          const requests = requestsOf(tab);
          try {
            await tab.goto(liveOrigin + page.url, { waitUntil: 'load' });
            await requests.settled();
            await shoot(tab, livePath, width);
          } finally {
            requests.stop();
          }
        }),
      );
    }
    const checked = pages.find((p) => p.screenshot === `shots/${name}`);
    if (!checked) return;
    checked.live = `../${live.id}/shots/${name}`;
    const { ratio, image } = compareShots(await readFile(join(partial, 'shots', name)), await readFile(livePath));
    // Only a page over the threshold keeps its difference image: the others differ by noise (a clock, a jackpot).
    if (ratio > DIFFERENCE_THRESHOLD) await writeFile(join(partial, 'diff', name), image());
    checked.difference = { ratio, image: ratio > DIFFERENCE_THRESHOLD ? `diff/${name}` : '' };
  });
}

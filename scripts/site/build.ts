import { resolve } from 'node:path';
import { displayPath, type LoadedTenant, loadTenants } from '../../core/config/load.ts';
import type { Checker } from '../lib/check/run.ts';
import type { ReleaseManifest } from '../lib/releases.ts';
import { recordCheck } from './check.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { buildSites } from '../lib/build-sites.ts';
import { missingChromium } from '../lib/chromium.ts';
import { DEFAULT_KEEP } from '../lib/publish.ts';
import { parseShard, shardOf } from '../lib/shard.ts';
import { type Output, parseKeep, plural, type SiteCommand, targetFiles, UsageError } from './command.ts';
import { gatewayOption } from './gateway-option.ts';

/** `site build`: builds merchants into <out>/<merchant>, each as a new live release (kept, not live, with --no-live); unchanged ones are skipped. */
export const buildCommand: SiteCommand = {
  name: 'build',
  summary: 'build sites, each as a new release made live atomically; unchanged merchants are skipped',
  configure: (command) =>
    command
      .argument('[merchants...]', 'a config in tenants/ by name (luzon) or a path to a config file')
      .option('--all', 'every tenants/*.json')
      .option('--out <dir>', 'where sites are written: <out>/<merchant> is the live release', 'dist')
      .option(
        '--gateway <url>',
        "take the lobby's game menu, hot games, banners, notices and winner board from this gateway at build time (a gateway that fails only warns)",
      )
      .option('--reference-gateway', 'the same from the reference gateway, started in-process over a fresh in-memory world')
      .option('--force', 'rebuild every merchant named, even those unchanged since their live release')
      .option(
        '--check',
        "the release gate: each new release goes live only if site check passes it (signed in as the reference world's demo accounts); one that fails is kept, held, and the live release stays",
      )
      .option(
        '--no-live',
        'build each new release (and check it with --check) but do not make it live: site diff <merchant> <live> <release> compares them, site rollback <merchant> <release> makes it live',
      )
      .option('--keep <n>', 'releases kept per merchant (the live one is never deleted)', String(DEFAULT_KEEP))
      .option(
        '--shard <i/n>',
        'build only the i-th of n parts of the merchants (sorted by merchant code), for n CI runners to build one fleet; the parts merge into one full build',
      )
      .addHelpText('after', '\nSKINFORGE_BUILD_JOBS=<n>: Astro builds to run at once (default: one per core, as memory allows).'),
  async run([merchants], options, out) {
    const shard = options['shard'] === undefined ? undefined : parseShard(options['shard'] as string);
    if (typeof shard === 'string') throw new UsageError(`--shard: ${shard}`);
    const jobs = buildJobs(process.env['SKINFORGE_BUILD_JOBS']);
    const takeGatewayData = await gatewayOption(options);
    const keep = parseKeep(options['keep'] as string);
    const noBrowser = options['check'] ? missingChromium() : undefined;
    if (noBrowser) throw new UsageError(`--check: ${noBrowser}`);
    const files = await targetFiles(options['all'] as boolean | undefined, (merchants ?? []) as string[]);
    const { tenants: fleet, problems } = await loadTenants(files);
    if (problems.length) {
      out.warn(formatProblems(problems));
      out.warn('\nnothing was built: fix the configs above first');
      out.result({ problems });
      return 1;
    }
    const tenants = shard ? shardOf(fleet, shard) : fleet;
    if (shard) out.line(`shard ${shard.index}/${shard.count}: ${tenants.length} of ${fleet.length} merchants`);
    if (tenants.length === 0) {
      out.result({ sites: [], skipped: [] });
      return 0;
    }
    const dir = resolve(options['out'] as string);
    out.line(`building ${tenants.map((t) => t.config.merchantCode).join(', ')} into ${displayPath(dir)}/`);
    const gateway = takeGatewayData && (await takeGatewayData(tenants, out));
    const started = performance.now();
    const gate = options['check'] ? releaseGate(dir, tenants, out) : undefined;
    const report = await buildSites(tenants, dir, (line) => out.line(line), {
      gate: gate?.pass,
      gatewayData: gateway?.data,
      gatewayDataAt: gateway?.at,
      gatewayDataFrom: gateway?.from,
      gatewayWorld: tenants.map((t) => t.config.merchantCode),
      force: Boolean(options['force']),
      keep,
      jobs,
      live: options['live'] !== false,
      onSite: progress(out, started),
    }).finally(() => gate?.close());
    out.result({ out: dir, ...report });
    if (report.compileError) {
      out.warn(`build failed, no site was changed: ${report.compileError}`);
      return 1;
    }
    const failed = report.sites.filter((s) => !s.ok);
    if (failed.length) {
      out.warn(`${plural(failed.length, 'site')} failed: ${failed.map((s) => s.merchant).join(', ')}`);
      return 1;
    }
    const pages = report.sites.reduce((n, s) => n + (s.pages ?? 0), 0);
    const skipped = report.skipped.length ? `; ${report.skipped.length} unchanged, skipped` : '';
    const held = report.sites.filter((s) => s.held);
    const heldLine = held.length ? `; ${held.length} held by the release gate (${held.map((s) => s.merchant).join(', ')})` : '';
    const pending = report.sites.filter((s) => s.pending);
    const pendingLine = pending.length
      ? `; ${pending.length} not made live (${pending.map((s) => `${s.merchant} ${s.release}`).join(', ')})`
      : '';
    out.line(`${plural(report.sites.length, 'site')} built, ${pages} pages${skipped}${heldLine}${pendingLine}`);
    return held.length ? 1 : 0;
  },
};

/**
 * The progress line of a long build: merchants done of total, pages, time. Printed after each tenth
 * of the merchants, so that a CI log of 200 merchants gets ten lines, not two hundred.
 */
function progress(out: Output, started: number): (site: { pages?: number | undefined }, done: number, total: number) => void {
  let pages = 0;
  return (site, done, total) => {
    pages += site.pages ?? 0;
    const step = Math.max(1, Math.ceil(total / 10));
    if (done % step === 0 || done === total)
      out.line(`  [${done}/${total} merchants, ${pages} pages, ${((performance.now() - started) / 1000).toFixed(1)}s]`);
  };
}

/** SKINFORGE_BUILD_JOBS, when set: a whole number of Astro builds to run at once. */
function buildJobs(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d+$/.test(value) || Number(value) < 1)
    throw new UsageError(`SKINFORGE_BUILD_JOBS must be a whole number of builds, 1 or more, not "${value}"`);
  return Number(value);
}

/**
 * build --check: the release gate run on each new release before it goes live, with one browser and
 * one reference world for the whole build, started at the first release that needs them.
 */
function releaseGate(out: string, tenants: readonly LoadedTenant[], output: Output) {
  let checker: Promise<Checker> | undefined;
  return {
    pass: async (release: ReleaseManifest): Promise<boolean> => {
      checker ??= import('../lib/check/run.ts').then((m) =>
        m.openChecker(
          { out, gateway: { reference: true }, log: (line) => output.line(line) },
          tenants.map((t) => t.config),
        ),
      );
      const report = await (await checker).check(release);
      await recordCheck(out, report, output, true);
      return report.passed;
    },
    close: async () => {
      await (await checker)?.close();
    },
  };
}

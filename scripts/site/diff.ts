import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadTenants, resolveTargets } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { buildSites } from '../lib/build-sites.ts';
import { diffReleases, releaseConfig, type ReleaseDiff } from '../lib/release-diff.ts';
import { findRelease, liveReleaseId, ReleaseError, type ReleaseManifest } from '../lib/releases.ts';
import { knownMerchant, type Output, type SiteCommand, UsageError } from './command.ts';
import { gatewayOption } from './gateway-option.ts';

/** `site diff <merchant> [a] [b]`: pages and config fields changed between two releases, or the live one and a new build. */
export const diffCommand: SiteCommand = {
  name: 'diff',
  summary: 'pages added, removed, changed and config fields changed: live release → a new build, or release a → b',
  configure: (command) =>
    command
      .argument('<merchant>', 'a merchant code')
      .argument('[a]', 'the release to compare from (without b: compared with the live one)')
      .argument('[b]', 'the release to compare to')
      .option('--out <dir>', 'the folder the sites were built into', 'dist')
      .option('--gateway <url>', 'the new build takes gateway data from this gateway, as site build does')
      .option('--reference-gateway', 'the new build takes gateway data from the reference gateway')
      .option('--without-gateway-data', 'the new build takes no gateway data (default: as the live release was built)'),
  async run([name, a, b], options, out) {
    const dir = resolve(options['out'] as string);
    const merchant = await knownMerchant(name as string, dir);
    const live = liveReleaseId(dir, merchant);
    if (typeof a === 'string') {
      const from = await findRelease(dir, merchant, a);
      const toId = typeof b === 'string' ? b : live;
      if (toId === undefined) throw new ReleaseError(`${merchant} has no live release to compare ${a} with: name a second release`);
      const to = await findRelease(dir, merchant, toId);
      return report(out, from, to.id, diffReleases(from, await releaseConfig(dir, from), to, await releaseConfig(dir, to)));
    }
    if (live === undefined) throw new ReleaseError(`${merchant} has no live release to compare a new build with: build it first`);
    const from = await findRelease(dir, merchant, live);
    return diffWithNewBuild(dir, from, options, out);
  },
};

/** Builds the merchant into a scratch folder (the live release is not touched) and compares it with the live release. */
async function diffWithNewBuild(dir: string, from: ReleaseManifest, options: Record<string, unknown>, out: Output): Promise<number> {
  const takeGatewayData = await gatewayOption(await builtAsLive(from, options, out));
  const { tenants, problems } = await loadTenants(await resolveTargets([from.merchant], false));
  if (problems.length) {
    out.warn(formatProblems(problems));
    out.result({ problems });
    return 1;
  }
  const scratch = join(projectRoot, '.skinforge', `diff-${process.pid}-${randomBytes(3).toString('hex')}`);
  try {
    const gateway = takeGatewayData && (await takeGatewayData(tenants, out));
    out.line(`building ${from.merchant} to compare with its live release ${from.id}`);
    const built = await buildSites(tenants, scratch, () => {}, {
      gatewayData: gateway?.data,
      gatewayDataAt: gateway?.at,
      gatewayDataFrom: gateway?.from,
      force: true,
      keep: 1,
    });
    const site = built.sites[0];
    if (built.compileError || !site?.ok) {
      out.warn(`the new build failed: ${built.compileError ?? site?.error}`);
      return 1;
    }
    const to = await findRelease(scratch, from.merchant, site.release!);
    return report(out, from, 'a new build', diffReleases(from, await releaseConfig(dir, from), to, await releaseConfig(scratch, to)));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The gateway options of the comparison's build: those given, or else those the live release was
 * built with (its manifest says), so that a diff shows what the change does, not how the builds differ.
 */
async function builtAsLive(live: ReleaseManifest, options: Record<string, unknown>, out: Output): Promise<Record<string, unknown>> {
  const given = options['gateway'] !== undefined || Boolean(options['referenceGateway']);
  if (options['withoutGatewayData']) {
    if (given) throw new UsageError('--without-gateway-data takes no --gateway or --reference-gateway');
    return {};
  }
  if (given || live.gatewayDataAt === null) return options;
  // Releases from before gatewayDataFrom was recorded took theirs from the reference gateway, as npm start and npm test build.
  const source = live.gatewayDataFrom ?? 'reference';
  out.line(
    `the new build takes gateway data as release ${live.id} did, from ${source === 'reference' ? 'the reference gateway' : source} (--without-gateway-data builds without)`,
  );
  return source === 'reference' ? { referenceGateway: true } : { gateway: source };
}

function report(out: Output, from: ReleaseManifest, to: string, diff: ReleaseDiff): number {
  out.result({ merchant: from.merchant, from: from.id, to, ...diff });
  out.line(`${from.merchant}: release ${from.id} → ${to}`);
  const list = (label: string, paths: string[]) => {
    out.line(`  ${label}: ${paths.length}`);
    for (const path of paths.slice(0, 20)) out.line(`    ${path}`);
    if (paths.length > 20) out.line(`    … and ${paths.length - 20} more`);
  };
  list('pages added', diff.pages.added);
  list('pages removed', diff.pages.removed);
  list('pages changed', diff.pages.changed);
  const other = diff.files.added.length + diff.files.removed.length + diff.files.changed.length;
  out.line(`  other files: ${diff.files.added.length} added, ${diff.files.removed.length} removed, ${diff.files.changed.length} changed`);
  const { sources } = diff;
  const layers = (names: string[]) => names.join(', ') || 'none';
  const chain = sources.from.join() === sources.to.join() ? layers(sources.to) : `${layers(sources.from)} → ${layers(sources.to)}`;
  out.line(`  config: ${diff.configHash.from.slice(0, 8)} → ${diff.configHash.to.slice(0, 8)}; layers: ${chain}`);
  if (sources.changed.length) out.line(`  config files changed: ${sources.changed.join(', ')}`);
  out.line(`  config fields changed: ${diff.config.length}`);
  for (const c of diff.config) out.line(`    ${c.pointer}: ${show(c.from)} → ${show(c.to)}`);
  if (!diff.pages.added.length && !diff.pages.removed.length && !diff.pages.changed.length && !other && !diff.config.length)
    out.line('  no differences');
  return 0;
}

/** A config value on one line, cut short when long. */
function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

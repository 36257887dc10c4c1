import { resolve } from 'node:path';
import { type CheckRecord, readCheckRecord } from '../lib/check/record.ts';
import { liveReleaseId, listReleases } from '../lib/releases.ts';
import { knownMerchant, type SiteCommand } from './command.ts';

/** `site releases <merchant>`: the merchant's releases, oldest first, the live one marked. */
export const releasesCommand: SiteCommand = {
  name: 'releases',
  summary: "list a merchant's releases: id, time, config hash, pages, the live one marked",
  configure: (command) =>
    command.argument('<merchant>', 'a merchant code').option('--out <dir>', 'the folder the sites were built into', 'dist'),
  async run([name], options, out) {
    const dir = resolve(options['out'] as string);
    const merchant = await knownMerchant(name as string, dir);
    const live = liveReleaseId(dir, merchant);
    const releases = await listReleases(dir, merchant);
    const checks = await Promise.all(releases.map((r) => readCheckRecord(dir, merchant, r.id)));
    out.result({
      merchant,
      live: live ?? null,
      releases: releases.map((r, i) => ({
        id: r.id,
        createdAt: r.createdAt,
        configHash: r.fingerprint.config,
        // The brand file and layers the config was merged from (absent in releases built before layers).
        sources: r.sources ?? null,
        pages: r.pages,
        live: r.id === live,
        // The release gate's verdict (site check, build --check): null when never checked.
        check: checks[i] ?? null,
      })),
    });
    if (releases.length === 0) {
      out.line(`${merchant} has no releases in ${dir}`);
      return 0;
    }
    out.line(`${'release'.padEnd(22)} ${'built (UTC)'.padEnd(19)}  config    pages`);
    for (const [i, r] of releases.entries()) {
      const time = r.createdAt.replace('T', ' ').slice(0, 19);
      const status = [r.id === live ? 'live' : '', verdict(checks[i])].filter(Boolean).join(', ');
      out.line(
        `${r.id.padEnd(22)} ${time}  ${r.fingerprint.config.slice(0, 8)}  ${String(r.pages).padStart(5)}${status ? `  ${status}` : ''}`,
      );
    }
    const newest = releases.at(-1)!.sources;
    if (newest?.layers.length)
      out.line(`config merged from layers ${newest.layers.map((l) => l.name).join(', ')} and ${newest.brand.file}`);
    return 0;
  },
};

/** The gate's word on a release: "held: 3 findings", "checked: 2 findings", "checked: passed", or nothing. */
function verdict(check: CheckRecord | undefined): string {
  if (!check) return '';
  const findings = `${check.findings} finding${check.findings === 1 ? '' : 's'}`;
  if (check.held) return `held: ${findings}`;
  return check.passed ? 'checked: passed' : `checked: ${findings}`;
}

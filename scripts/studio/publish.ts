// Publishing from the studio: `site build` of one brand (with the release gate, `--check`, when
// Chromium is there), run as the CLI runs it, in a process of its own; the releases it keeps, and
// rollback to one of them (scripts/lib/releases.ts), as `site releases` and `site rollback` do.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { missingChromium } from '../lib/chromium.ts';
import { readCheckRecord } from '../lib/check/record.ts';
import { listReleases, liveReleaseId } from '../lib/releases.ts';
import { rollback } from '../lib/rollback.ts';
import type { PublishAnswer, ReleaseRow } from './api-types.ts';

/** One brand's releases, newest first, the live one marked. */
export async function releasesOf(out: string, merchant: string): Promise<ReleaseRow[]> {
  const live = liveReleaseId(out, merchant);
  const releases = await listReleases(out, merchant);
  const rows = await Promise.all(
    releases.map(async (r): Promise<ReleaseRow> => {
      const check = await readCheckRecord(out, merchant, r.id);
      return {
        id: r.id,
        createdAt: r.createdAt,
        pages: r.pages,
        live: r.id === live,
        ...(check ? { checked: check.passed ? ('passed' as const) : ('held' as const) } : {}),
      };
    }),
  );
  return rows.reverse();
}

/** Builds one brand into `out` as `site build` does; one build at a time, the next waits. */
export function publisher(out: string, check: boolean) {
  let queue: Promise<unknown> = Promise.resolve();

  async function build(file: string, merchant: string): Promise<PublishAnswer> {
    const gate = check && !missingChromium();
    const args = [join(projectRoot, 'scripts', 'site.ts'), 'build', file, '--out', out, '--json', ...(gate ? ['--check'] : [])];
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((done) => child.once('close', done));
    let result: { sites?: Array<{ merchant: string; ok: boolean; release?: string }>; skipped?: unknown[]; error?: string } = {};
    try {
      result = JSON.parse(stdout) as typeof result;
    } catch {}
    const site = result.sites?.find((s) => s.merchant === merchant);
    const live = liveReleaseId(out, merchant);
    const lines = stderr.trim().split('\n').slice(-12).join('\n');
    return {
      ok: code === 0 && (site?.release === undefined || site.release === live),
      checked: gate,
      ...(site?.release ? { release: site.release } : {}),
      ...(live ? { live } : {}),
      output: result.error ?? lines,
    };
  }

  return {
    publish(file: string, merchant: string): Promise<PublishAnswer> {
      const next = queue.then(() => build(file, merchant));
      queue = next.catch(() => undefined);
      return next;
    },
    /** Makes a release live again (the one before the live one when none is named), byte-identical. */
    async rollback(merchant: string, id: string | undefined): Promise<{ from: string | null; to: string }> {
      const { from, to } = await rollback(out, merchant, id);
      return { from: from ?? null, to: to.id };
    },
  };
}

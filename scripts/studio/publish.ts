// Publishing from the studio in two steps: `site build --no-live` of one brand (with the release
// gate, `--check`, when Chromium is there), run as the CLI runs it, in a process of its own, makes
// a release kept beside the live one; its difference from the live release (`site diff`'s, the
// config fields and pages) is shown, and the operator makes it live (as `site rollback <release>`
// does) or discards it. The releases kept, each comparable with the live one (scripts/lib/releases.ts).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { missingChromium } from '../lib/chromium.ts';
import { readCheckRecord } from '../lib/check/record.ts';
import { diffReleases, releaseConfig } from '../lib/release-diff.ts';
import { findRelease, listReleases, liveReleaseId, ReleaseError, releaseDir } from '../lib/releases.ts';
import { rollback } from '../lib/rollback.ts';
import type { PublishAnswer, ReleaseDiffAnswer, ReleaseRow } from './api-types.ts';

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

/** What release `id` changes against the live one: config fields and pages (all pages new when none is live). */
export async function diffWithLive(out: string, merchant: string, id: string): Promise<ReleaseDiffAnswer> {
  const release = await findRelease(out, merchant, id);
  const liveId = liveReleaseId(out, merchant);
  const held = (await readCheckRecord(out, merchant, id))?.held === true;
  if (liveId === undefined) {
    const pages = Object.keys(release.files).filter((path) => path.endsWith('.html'));
    return { release: id, live: null, held, config: [], pages: { added: pages.sort(), removed: [], changed: [] } };
  }
  const live = await findRelease(out, merchant, liveId);
  const diff = diffReleases(live, await releaseConfig(out, live), release, await releaseConfig(out, release));
  return { release: id, live: liveId, held, config: diff.config, pages: diff.pages };
}

/** Builds one brand into `out` as `site build --no-live` does, one build at a time; the next waits. */
export function publisher(out: string, check: boolean) {
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work);
    queue = next.catch(() => undefined);
    return next;
  };

  async function build(file: string, merchant: string): Promise<PublishAnswer> {
    const gate = check && !missingChromium();
    const args = [
      join(projectRoot, 'scripts', 'site.ts'),
      'build',
      file,
      '--out',
      out,
      '--json',
      '--no-live',
      ...(gate ? ['--check'] : []),
    ];
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
    // A release the gate held is shown too (never made live from here).
    const diff = site?.release ? await diffWithLive(out, merchant, site.release) : undefined;
    return {
      ok: code === 0,
      checked: gate,
      ...(site?.release ? { release: site.release } : {}),
      ...(live ? { live } : {}),
      ...(diff ? { diff } : {}),
      output: result.error ?? lines,
    };
  }

  return {
    publish: (file: string, merchant: string): Promise<PublishAnswer> => inTurn(() => build(file, merchant)),
    /** Makes a release live (the one before the live one when none is named), byte-identical; never one the gate held. */
    async rollback(merchant: string, id: string | undefined): Promise<{ from: string | null; to: string }> {
      const { from, to } = await rollback(out, merchant, id);
      return { from: from ?? null, to: to.id };
    },
    /** Deletes a release that is not live (one built and not wanted), in turn with the builds. */
    discard: (merchant: string, id: string): Promise<void> =>
      inTurn(async () => {
        const release = await findRelease(out, merchant, id);
        if (release.id === liveReleaseId(out, merchant)) throw new ReleaseError(`${id} is the live release of ${merchant}: it stays`);
        await rm(releaseDir(out, merchant, release.id), { recursive: true, force: true });
      }),
  };
}

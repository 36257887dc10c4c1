// Releases through the operator CLI, over real builds: one build of two merchants is shared by
// every test here, which run in order (each starts from what the one before left).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { lstat, mkdtemp, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, listen } from '../../scripts/lib/static-server.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';
import { runSite } from './run-site.ts';

/** Runs the operator CLI without blocking the test process; resolves with its exit code and output. */
const site = runSite;

/** Every file of a site with its bytes (through the live link). */
async function siteFiles(dir: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  return new Map(await Promise.all(files.map(async (f) => [f.slice(dir.length), await readFile(f)] as const)));
}

/** Names, link targets and file sizes under a folder: to show that a refused command changed nothing. */
async function snapshot(dir: string): Promise<string[]> {
  const entries = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(
    entries.map(async (name) => {
      const info = await lstat(join(dir, name));
      return info.isSymbolicLink() ? `${name} -> ${await readlink(join(dir, name))}` : `${name} ${info.isFile() ? info.size : 'dir'}`;
    }),
  );
}

describe('site releases, rollback, diff and incremental builds', { timeout: 300_000 }, () => {
  let out: string;
  let paths: Record<string, string>;
  let saigon: Record<string, any>;
  let firstSaigon: Map<string, Buffer>;
  let first: { emerald: string; saigon: string };
  /** The release the last build kept without making it live (--no-live). */
  let kept: string;

  const live = async (merchant: string) => (await readlink(join(out, merchant))).split('/')[2]!;

  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
    saigon = await demoConfig('saigon');
    ({ paths } = await writeTenants({ 'emerald.json': await demoConfig('emerald'), 'saigon.json': saigon }));
    const built = await site('build', paths['emerald.json']!, paths['saigon.json']!, '--out', out);
    expect(built.code, built.err).toBe(0);
    expect(built.out).toMatch(/\[2\/2 merchants, \d+ pages, [\d.]+s\]/);
    first = { emerald: await live('emerald'), saigon: await live('saigon') };
    firstSaigon = await siteFiles(join(out, 'saigon'));
    // A whole build of two merchants: minutes on a loaded machine, like the tests below.
  }, 300_000);

  it('skips exactly the unchanged merchants and rebuilds a changed one, saying why', async () => {
    saigon['brand'].name = 'Saigon Two';
    await writeFile(paths['saigon.json']!, JSON.stringify(saigon, null, 2));
    const { code, out: json, err } = await site('build', paths['emerald.json']!, paths['saigon.json']!, '--out', out, '--json');
    expect(code, err).toBe(0);
    const report = JSON.parse(json);
    expect(report.skipped).toEqual([
      {
        merchant: 'emerald',
        release: first.emerald,
        reason: `config, assets, code and gateway data unchanged since release ${first.emerald}`,
      },
    ]);
    // The fixture's configs stand alone (their layers merged in): the change is the brand file's.
    expect(report.sites).toEqual([expect.objectContaining({ merchant: 'saigon', ok: true, reason: 'brand file changed' })]);
    expect(err).toMatch(/emerald +skipped: config, assets, code and gateway data unchanged/);
    expect(await live('emerald')).toBe(first.emerald);
    expect(await live('saigon')).toBe(report.sites[0].release);
    expect(await readFile(join(out, 'saigon', 'index.html'), 'utf8')).toMatch(/Saigon Two/);
  });

  it('lists releases with the live one marked, and diffs two of them', async () => {
    const { code, out: json } = await site('releases', 'saigon', '--out', out, '--json');
    expect(code).toBe(0);
    const { releases } = JSON.parse(json);
    expect(releases.map((r: { id: string; live: boolean }) => [r.id, r.live])).toEqual([
      [first.saigon, false],
      [await live('saigon'), true],
    ]);
    expect(releases[0]).toEqual(
      expect.objectContaining({ pages: expect.any(Number), configHash: expect.stringMatching(/^[0-9a-f]{64}$/) }),
    );
    // One hash of the config per release: the fingerprint's, over the config as compact JSON.
    const release = join(out, '.releases', 'saigon', first.saigon);
    const manifest = JSON.parse(await readFile(join(release, 'manifest.json'), 'utf8'));
    expect(manifest).not.toHaveProperty('configHash');
    const config = JSON.stringify(JSON.parse(await readFile(join(release, 'config.json'), 'utf8')));
    expect(releases[0].configHash).toBe(manifest.fingerprint.config);
    expect(manifest.fingerprint.config).toBe(createHash('sha256').update(config).digest('hex'));
    const listed = await site('releases', 'saigon', '--out', out);
    expect(listed.out).toMatch(new RegExp(`^${await live('saigon')} .* live$`, 'm'));

    const diff = await site('diff', 'saigon', first.saigon, '--out', out, '--json');
    expect(diff.code, diff.err).toBe(0);
    const changes = JSON.parse(diff.out);
    expect(changes.config).toEqual([{ pointer: '/brand/name', from: 'Saigon Star', to: 'Saigon Two' }]);
    expect(changes.pages.changed).toContain('index.html');
    expect(changes.pages.added).toEqual([]);
  });

  it('diffs the live release with a new build, leaving the live release as it was', async () => {
    // The fixture's emerald is tenants/emerald.json as it stands, so a new build of it changes nothing.
    const { code, out: json, err } = await site('diff', 'emerald', '--out', out, '--json');
    expect(code, err).toBe(0);
    const diff = JSON.parse(json);
    expect(diff).toEqual(expect.objectContaining({ from: first.emerald, to: 'a new build', config: [] }));
    expect(diff.pages).toEqual({ added: [], removed: [], changed: [] });
    expect(await live('emerald')).toBe(first.emerald);
    expect(await readdir(join(out, '.releases', 'emerald'))).toEqual([first.emerald]);
  });

  it('rolls back to the earlier release with byte-identical files and no rebuild', async () => {
    const { code, out: text } = await site('rollback', 'saigon', '--out', out);
    expect(code).toBe(0);
    expect(text).toMatch(new RegExp(`saigon: release ${first.saigon} .* is live, was `));
    expect(await live('saigon')).toBe(first.saigon);
    expect(await siteFiles(join(out, 'saigon'))).toEqual(firstSaigon);
  });

  it.each([
    [
      ['releases', 'atlantis'],
      /^error: no merchant "atlantis" in tenants\/ \(known: [^)]*\), and no site for it in .*\/ \(see npm run site -- releases --help\)$/,
    ],
    [['rollback', 'saigon', '20200101-000000-0000'], /^error: saigon has no release "20200101-000000-0000" \(releases: .*\)/],
    [['rollback', 'emerald'], /^error: emerald has no release before its live one \(\d{8}-\d{6}-[0-9a-f]{4}\) to roll back to/],
    [['rollback', '../etc'], /^error: "\.\.\/etc" is not a merchant code/],
    [['diff', 'saigon', 'nope'], /^error: saigon has no release "nope"/],
  ])('refuses %j in one line, exit 2, nothing changed on disk', async (args, message) => {
    const before = await snapshot(out);
    const { code, out: stdout, err } = await site(...args, '--out', out);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(err.trimEnd().split('\n')).toHaveLength(1);
    expect(err.trimEnd()).toMatch(message);
    expect(await snapshot(out)).toEqual(before);
  });

  it('keeps the live release serving when a build is killed half-way, and the next build cleans up', async () => {
    const liveBefore = await readlink(join(out, 'saigon'));
    const releases = join(out, '.releases', 'saigon');
    // Killed by its own failpoint once the pages are written into the release and before its manifest.
    const child = spawn(process.execPath, ['scripts/site.ts', 'build', paths['saigon.json']!, '--force', '--out', out], {
      stdio: 'ignore',
      env: { ...process.env, SKINFORGE_FAILPOINT: 'release-half-written' },
    });
    const exited = new Promise((done) => child.once('exit', (_code, signal) => done(signal)));
    expect(await exited).toBe('SIGKILL');
    expect((await readdir(releases)).filter((n) => n.startsWith('.partial-'))).toHaveLength(1);
    expect(await readlink(join(out, 'saigon'))).toBe(liveBefore);

    const server = await createStaticServer({ root: join(out, 'saigon') });
    await listen(server, 0);
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(firstSaigon.get('/index.html'));
    } finally {
      server.close();
    }

    const next = await site('releases', 'saigon', '--out', out, '--json');
    expect(JSON.parse(next.out).releases).toHaveLength(2);
    // The next build removes the leftovers (it rebuilds saigon: its config is not the rolled-back release's).
    // Built --no-live: kept beside the live release, which stays (the test below makes it live).
    const again = await site('build', paths['saigon.json']!, '--out', out, '--no-live', '--json');
    expect(again.code, again.err).toBe(0);
    expect((await readdir(releases)).filter((n) => n.startsWith('.'))).toEqual([]);
    // The killed build's compile folder goes too.
    expect((await readdir('.skinforge')).filter((n) => n.startsWith(`build-${child.pid}-`))).toEqual([]);
    const [built] = JSON.parse(again.out).sites;
    expect(built).toMatchObject({ merchant: 'saigon', ok: true, pending: true });
    expect(again.err).toContain(`release ${built.release} (brand file changed), not made live (--no-live)`);
    expect(again.err).toContain(`1 not made live (saigon ${built.release})`);
    kept = built.release;
  });

  it('leaves a release built with --no-live beside the live one, to compare and make live later', async () => {
    expect(await live('saigon')).toBe(first.saigon);
    const { releases } = JSON.parse((await site('releases', 'saigon', '--out', out, '--json')).out);
    expect(releases.at(-1)).toMatchObject({ id: kept, live: false });
    const diff = await site('diff', 'saigon', first.saigon, kept, '--out', out, '--json');
    expect(JSON.parse(diff.out).config).toEqual([{ pointer: '/brand/name', from: 'Saigon Star', to: 'Saigon Two' }]);
    const made = await site('rollback', 'saigon', kept, '--out', out);
    expect(made.code, made.err).toBe(0);
    expect(await live('saigon')).toBe(kept);
    expect(await readFile(join(out, 'saigon', 'index.html'), 'utf8')).toMatch(/Saigon Two/);
  });
});

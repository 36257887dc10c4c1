import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configChanges, diffReleases } from './release-diff.ts';
import { readCheckRecord, writeCheckRecord } from './check/record.ts';
import {
  hashFiles,
  liveReleaseId,
  listReleases,
  makeLive,
  pruneReleases,
  type ReleaseInput,
  ReleaseError,
  releaseDir,
  writeRelease,
} from './releases.ts';
import { rollback } from './rollback.ts';

const fingerprint = { config: 'c', assets: 'a', code: 'k', gatewayData: null };

async function scratch() {
  const out = await mkdtemp(join(tmpdir(), 'skinforge-releases-'));
  const clientManifest = join(out, 'vite-manifest.json');
  await writeFile(clientManifest, '{"src/main.tsx":{"file":"_astro/main.js"}}');
  const input = (config: unknown): ReleaseInput => ({
    merchant: 'luzon',
    config,
    sources: { brand: { file: 'tenants/luzon.json', sha256: '0'.repeat(64) }, layers: [] },
    skinforge: { version: '0.1.0', commit: null },
    gatewayDataAt: null,
    gatewayDataFrom: null,
    fingerprint,
    clientManifest,
  });
  /** Publishes a release whose home page says `text`, as a build does, at a given time. */
  const publish = async (text: string, at: string, config: unknown = { brand: { name: text } }) => {
    const manifest = await writeRelease(
      out,
      input(config),
      async (site) => {
        await mkdir(join(site, 'help'), { recursive: true });
        await writeFile(join(site, 'index.html'), text);
        await writeFile(join(site, 'help', 'index.html'), `help ${text}`);
        await writeFile(join(site, 'theme.css'), ':root{}');
        return 2;
      },
      new Date(at),
    );
    await makeLive(out, 'luzon', manifest.id);
    return manifest;
  };
  /** Everything under out: names, link targets and file contents, to prove nothing changed. */
  const snapshot = async () => {
    const entries = (await readdir(out, { recursive: true })).sort();
    return Promise.all(
      entries.map(async (name) => {
        const info = await lstat(join(out, name));
        if (info.isSymbolicLink()) return `${name} -> ${await readlink(join(out, name))}`;
        return info.isFile() ? `${name}: ${await readFile(join(out, name), 'utf8')}` : name;
      }),
    );
  };
  return { out, publish, snapshot, input };
}

describe('releases', () => {
  it('makes each release live through a link, and rolls back to byte-identical files with no rebuild', async () => {
    const { out, publish } = await scratch();
    const first = await publish('monday', '2026-11-23T10:00:00Z');
    const firstBytes = await readFile(join(out, 'luzon', 'index.html'));
    const second = await publish('tuesday', '2026-11-24T10:00:00Z');
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('tuesday');
    expect(liveReleaseId(out, 'luzon')).toBe(second.id);
    expect((await lstat(join(out, 'luzon'))).isSymbolicLink()).toBe(true);
    expect(second.files['index.html']).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: 7 });
    expect(await readFile(join(out, '.client-manifests', 'luzon.json'), 'utf8')).toMatch(/main\.js/);

    const { from, to } = await rollback(out, 'luzon');
    expect([from, to.id]).toEqual([second.id, first.id]);
    expect(await readFile(join(out, 'luzon', 'index.html'))).toEqual(firstBytes);
    expect(await readFile(join(out, 'luzon', 'help', 'index.html'), 'utf8')).toBe('help monday');
    // The rolled-back-from release is kept, and can be made live again by its id.
    await rollback(out, 'luzon', second.id);
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('tuesday');
  });

  it('rolls back past releases the release gate held, and makes a held one live only when named with force', async () => {
    const { out, publish } = await scratch();
    const first = await publish('monday', '2026-11-23T10:00:00Z');
    const held = await publish('tuesday', '2026-11-24T10:00:00Z');
    const record = { checkedAt: '2026-11-24T10:01:00Z', passed: false, findings: 3, report: '/r/index.html', held: true };
    await writeCheckRecord(out, 'luzon', held.id, record);
    const third = await publish('wednesday', '2026-11-25T10:00:00Z');
    expect(await readCheckRecord(out, 'luzon', held.id)).toEqual(record);
    expect(await readCheckRecord(out, 'luzon', third.id)).toBeUndefined();
    const { to } = await rollback(out, 'luzon');
    expect(to.id).toBe(first.id);
    await expect(rollback(out, 'luzon', held.id)).rejects.toThrow(
      new ReleaseError(`${held.id} was held by the release gate (3 findings, report /r/index.html): pass --force to make it live anyway`),
    );
    expect(liveReleaseId(out, 'luzon')).toBe(first.id);
    await rollback(out, 'luzon', held.id, true);
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('tuesday');
  });

  it('replaces a plain site folder from a build before releases', async () => {
    const { out, publish } = await scratch();
    await mkdir(join(out, 'luzon'));
    await writeFile(join(out, 'luzon', 'index.html'), 'old layout');
    await publish('new', '2026-11-24T10:00:00Z');
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(out)).sort()).toEqual(['.client-manifests', '.releases', 'luzon', 'vite-manifest.json']);
  });

  it('keeps the newest releases and never deletes the live one', async () => {
    const { out, publish } = await scratch();
    const ids: string[] = [];
    for (const day of [21, 22, 23, 24]) ids.push((await publish(`day ${day}`, `2026-11-${day}T10:00:00Z`)).id);
    await rollback(out, 'luzon', ids[0]);
    expect(await pruneReleases(out, 'luzon', 2)).toEqual([ids[1]]);
    expect((await listReleases(out, 'luzon')).map((r) => r.id)).toEqual([ids[0], ids[2], ids[3]]);
    expect(liveReleaseId(out, 'luzon')).toBe(ids[0]);
  });

  it('ignores a partial release left by a killed build, and the next build removes it', async () => {
    const { out, publish, input } = await scratch();
    const live = await publish('live', '2026-11-23T10:00:00Z');
    await expect(
      writeRelease(out, input({}), async (site) => {
        await writeFile(join(site, 'index.html'), 'half');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    // What SIGKILL leaves: a partial folder of a process that no longer runs.
    const partial = join(out, '.releases', 'luzon', '.partial-20261124-100000-abcd-999999999-beef');
    await mkdir(join(partial, 'site'), { recursive: true });
    expect((await listReleases(out, 'luzon')).map((r) => r.id)).toEqual([live.id]);
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('live');
    await publish('next', '2026-11-24T10:00:00Z');
    expect((await readdir(join(out, '.releases', 'luzon'))).filter((n) => n.startsWith('.'))).toEqual([]);
  });

  it('refuses an unknown release, a rollback with nothing earlier, and an altered release, changing nothing', async () => {
    const { out, publish, snapshot } = await scratch();
    await expect(rollback(out, 'luzon')).rejects.toThrow(new ReleaseError('luzon has no live release to roll back from'));
    const first = await publish('monday', '2026-11-23T10:00:00Z');
    const before = await snapshot();
    await expect(rollback(out, 'luzon')).rejects.toThrow(`luzon has no release before its live one (${first.id}) to roll back to`);
    await expect(rollback(out, 'luzon', 'nope')).rejects.toThrow(/^luzon has no release "nope" \(releases: .*; see site releases luzon\)$/);
    await expect(rollback(out, 'luzon', first.id)).rejects.toThrow(/already the live release/);
    expect(await snapshot()).toEqual(before);

    await publish('tuesday', '2026-11-24T10:00:00Z');
    await writeFile(join(releaseDir(out, 'luzon', first.id), 'site', 'index.html'), 'tampered');
    await expect(rollback(out, 'luzon')).rejects.toThrow(/altered on disk \(index\.html changed\): not made live/);
    expect(await readFile(join(out, 'luzon', 'index.html'), 'utf8')).toBe('tuesday');
  });

  it('diffs two releases: pages added, removed and changed, other files, config fields', async () => {
    const { out, publish } = await scratch();
    const a = await publish('a', '2026-11-23T10:00:00Z', { brand: { name: 'A', theme: { primary: '#111111' } }, languages: ['EN'] });
    const b = await publish('b', '2026-11-24T10:00:00Z', { brand: { name: 'A', theme: { primary: '#222222' } }, languages: ['EN', 'TY'] });
    const diff = diffReleases(a, JSON.parse(await readFile(join(releaseDir(out, 'luzon', a.id), 'config.json'), 'utf8')), b, {
      brand: { name: 'A', theme: { primary: '#222222' } },
      languages: ['EN', 'TY'],
    });
    expect(diff.pages).toEqual({ added: [], removed: [], changed: ['help/index.html', 'index.html'] });
    expect(diff.files).toEqual({ added: [], removed: [], changed: [] });
    expect(diff.config).toEqual([
      { pointer: '/brand/theme/primary', from: '#111111', to: '#222222' },
      { pointer: '/languages', from: ['EN'], to: ['EN', 'TY'] },
    ]);
  });

  it("names the layers each release's config was merged from and the config files that changed", async () => {
    const { publish } = await scratch();
    const a = await publish('a', '2026-11-23T10:00:00Z');
    const b = await publish('b', '2026-11-24T10:00:00Z');
    const layer = (name: string, sha: string) => ({ name, file: `tenants/layers/${name}.json`, sha256: sha.repeat(64) });
    const brand = (sha: string) => ({ file: 'tenants/luzon.json', sha256: sha.repeat(64) });
    const diff = diffReleases(
      { ...a, sources: { brand: brand('1'), layers: [layer('defaults', 'a'), layer('families/ph', 'b')] } },
      {},
      { ...b, sources: { brand: brand('1'), layers: [layer('defaults', 'a'), layer('families/ph', 'c'), layer('promo', 'd')] } },
      {},
    );
    expect(diff.sources).toEqual({
      from: ['defaults', 'families/ph'],
      to: ['defaults', 'families/ph', 'promo'],
      changed: ['families/ph', 'promo'],
    });
    expect(diff.configHash).toEqual({ from: a.fingerprint.config, to: b.fingerprint.config });
    expect(
      diffReleases({ ...a, sources: { brand: brand('1'), layers: [] } }, {}, { ...b, sources: { brand: brand('2'), layers: [] } }, {})
        .sources.changed,
    ).toEqual(['brand file']);
  });

  it('names config fields added and removed, escaping pointer characters', () => {
    expect(configChanges({ a: 1, 'x/y': { b: 2 } }, { 'x/y': {}, c: 3 })).toEqual([
      { pointer: '/a', from: 1, to: undefined },
      { pointer: '/c', from: undefined, to: 3 },
      { pointer: '/x~1y/b', from: 2, to: undefined },
    ]);
  });

  it('serves the bundles of the releases before it for a tab still on them, then lets them go; rollback and diff see its own', async () => {
    const { out, input } = await scratch();
    /** A release whose site has these bundles, carrying those of `carryFrom` earlier ones. */
    const publishBundles = async (bundles: string[], at: string, carryFrom: number) => {
      const manifest = await writeRelease(
        out,
        { ...input({ at }), carryFrom },
        async (site) => {
          await mkdir(join(site, '_astro'), { recursive: true });
          await writeFile(join(site, 'index.html'), at);
          for (const name of bundles) await writeFile(join(site, '_astro', name), `code of ${name}`);
          return 1;
        },
        new Date(at),
      );
      await makeLive(out, 'luzon', manifest.id);
      return manifest;
    };
    const monday = await publishBundles(['boot.A.js', 'shared.S.js'], '2026-11-23T10:00:00Z', 2);
    const tuesday = await publishBundles(['boot.B.js', 'shared.S.js'], '2026-11-24T10:00:00Z', 2);
    const live = (name: string) => readFile(join(out, 'luzon', '_astro', name), 'utf8');
    // Monday's chunk is still served by Tuesday's site, as the same file (a hard link, no bytes).
    expect(await live('boot.A.js')).toBe('code of boot.A.js');
    const inode = async (id: string, name: string) => (await stat(join(releaseDir(out, 'luzon', id), 'site', '_astro', name))).ino;
    expect(await inode(tuesday.id, 'boot.A.js')).toBe(await inode(monday.id, 'boot.A.js'));
    expect(tuesday.carried).toEqual(['_astro/boot.A.js']);
    expect(tuesday.files['_astro/boot.A.js']).toEqual(monday.files['_astro/boot.A.js']);
    expect(diffReleases(monday, {}, tuesday, {}).files).toEqual({
      added: ['_astro/boot.B.js'],
      removed: ['_astro/boot.A.js'],
      changed: [],
    });
    // Wednesday carries one release: Tuesday's own bundles, not what Tuesday carried from Monday.
    const wednesday = await publishBundles(['boot.C.js', 'shared.S.js'], '2026-11-25T10:00:00Z', 1);
    expect(wednesday.carried).toEqual(['_astro/boot.B.js']);
    await expect(live('boot.A.js')).rejects.toThrow(/ENOENT/);
    // A release with carried bundles is checked whole, and made live again.
    await rollback(out, 'luzon', tuesday.id);
    expect(await live('boot.A.js')).toBe('code of boot.A.js');
  });
});

describe('hashFiles', () => {
  it('hashes every file in path order, taking the files it is told of without reading them', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'skinforge-hash-'));
    await mkdir(join(dir, '_astro'));
    await writeFile(join(dir, 'index.html'), 'page');
    await writeFile(join(dir, '_astro', 'main.js'), 'bundle');
    const told = { sha256: 'told', size: 6 };
    const pageHash = { sha256: createHash('sha256').update('page').digest('hex'), size: 4 };
    expect(await hashFiles(dir, { '_astro/main.js': told, '_astro/gone.js': told })).toEqual({
      '_astro/main.js': told,
      'index.html': pageHash,
    });
    expect(Object.keys(await hashFiles(dir))).toEqual(['_astro/main.js', 'index.html']);
    expect((await hashFiles(dir))['_astro/main.js']).toEqual({ sha256: createHash('sha256').update('bundle').digest('hex'), size: 6 });
  });
});

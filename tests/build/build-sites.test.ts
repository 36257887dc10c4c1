import { mkdtemp, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSites } from '../../scripts/lib/build-sites.ts';
import { shardOf } from '../../scripts/lib/shard.ts';
import { type LoadedTenant, listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { serializeForScript } from '../../src/config/public-config.ts';
import { messageScopes, messagesForPage } from '../../src/build-time/message-scopes.ts';
import { islandMessagesForScript } from '../../src/i18n/island-messages.ts';
import { writeTenants, demoConfig } from '../config/fixtures.ts';

describe('buildSites', () => {
  it('publishes complete sites and leaves a failed merchant’s previous site untouched', async () => {
    const out = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
    // Yesterday's saigon site, which a failed build must not touch.
    await mkdir(join(out, 'saigon'));
    await writeFile(join(out, 'saigon', 'index.html'), 'yesterday');

    const { dir, paths } = await writeTenants({ 'saigon.json': await demoConfig('saigon') });
    const { tenants } = await loadTenants([...(await listTenantFiles()).filter((p) => p.endsWith('emerald.json')), paths['saigon.json']!]);
    // Valid when checked, gone when the site is assembled: the build must fail for saigon alone.
    await rm(join(dir, 'assets', 'saigon', 'logo.svg'));

    const lines: string[] = [];
    const report = await buildSites(tenants, out, (line) => lines.push(line));

    expect(report.compileError).toBeUndefined();
    const saigon = report.sites.find((s) => s.merchant === 'saigon')!;
    expect(saigon.ok).toBe(false);
    expect(saigon.error).toMatch(/logo\.svg/);
    expect(await readFile(join(out, 'saigon', 'index.html'), 'utf8')).toBe('yesterday');

    const emerald = report.sites.find((s) => s.merchant === 'emerald')!;
    expect(emerald.ok).toBe(true);
    expect(emerald.pages).toBeGreaterThan(25);
    // The offline page stands in for pages; it is not counted as one.
    const html = (await readdir(join(out, 'emerald'), { recursive: true })).filter((name) => name.endsWith('.html'));
    expect(emerald.pages).toBe(html.filter((name) => !name.endsWith('offline.html')).length);
    const site = await readdir(join(out, 'emerald'));
    expect(site).toEqual(
      expect.arrayContaining([
        'index.html',
        '404.html',
        '_astro',
        '_headers',
        'theme.css',
        'assets',
        'help',
        'sitemap.xml',
        'robots.txt',
        'manifest.webmanifest',
        'icons',
        'offline.html',
        'sw.js',
      ]),
    );
    expect(await readFile(join(out, 'emerald', 'theme.css'), 'utf8')).toMatch(/--sf-primary: #10b981;/);
    expect(await readdir(out)).toEqual(expect.arrayContaining(['emerald', 'saigon']));
    // Nothing left of staging; releases and the Vite manifest of each site built are kept beside the sites, not in them.
    expect((await readdir(out)).filter((n) => n.startsWith('.')).sort()).toEqual(['.client-manifests', '.releases']);
    expect(await readdir(join(out, '.releases'))).toEqual(['emerald']);
    expect(await readdir(join(out, '.client-manifests'))).toEqual(['emerald.json']);
    expect(site).not.toContain('client-manifest.json');

    expect(lines).toContainEqual(expect.stringMatching(/✓ emerald\s+\d+ pages/));
    expect(lines).toContainEqual(expect.stringMatching(/✗ saigon\s+failed: .*logo\.svg.*live release, if any, is untouched/));
  });

  /**
   * The fleet built twice, once and for all of this file: in one Astro build (`whole`), and in two
   * shards merged into one folder, each in parallel parts (`sharded`: four Astro builds of one
   * merchant each). Built on first use, then read by every test that needs it.
   */
  let fleet: Promise<{ tenants: LoadedTenant[]; whole: string; sharded: string; wholeLog: string[]; shardLog: string[] }> | undefined;
  const builtFleet = () => {
    fleet ??= (async () => {
      const { tenants } = await loadTenants(await listTenantFiles());
      const whole = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
      const sharded = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
      const wholeLog: string[] = [];
      const one = await buildSites(tenants, whole, (line) => wholeLog.push(line), { jobs: 1 });
      expect(one.sites.every((s) => s.ok)).toBe(true);
      // Shard 2 of 2 holds saigon and visayas and builds them as two parts at once, in child processes.
      const shardLog: string[] = [];
      for (const index of [1, 2]) {
        const log: string[] = [];
        const report = await buildSites(shardOf(tenants, { index, count: 2 }), sharded, (line) => log.push(line), { jobs: 2 });
        expect(report.sites.every((s) => s.ok)).toBe(true);
        if (index === 2) shardLog.push(...log);
      }
      return { tenants, whole, sharded, wholeLog, shardLog };
    })();
    return fleet;
  };

  // Two whole builds of the fleet (the next test reads the same): given the time a busy machine needs.
  it('shares bundles: every merchant’s pages reference the same compiled assets', { timeout: 300_000 }, async () => {
    const { tenants, whole, sharded } = await builtFleet();
    // In one Astro build, and in separate builds run side by side (a part per merchant).
    for (const out of [whole, sharded]) {
      const bundles = await Promise.all(tenants.map((t) => readdir(join(out, t.config.merchantCode, '_astro'))));
      for (const other of bundles.slice(1)) expect(other).toEqual(bundles[0]);
      const themes = await Promise.all(tenants.map((t) => readFile(join(out, t.config.merchantCode, 'theme.css'), 'utf8')));
      expect(new Set(themes).size).toBe(tenants.length);
    }
  });

  it('builds the same bytes in one Astro build, in parallel parts, and in shards merged together', { timeout: 300_000 }, async () => {
    const { tenants, whole, sharded, wholeLog, shardLog } = await builtFleet();
    expect(wholeLog[0]).toMatch(new RegExp(`^compiled ${tenants.length} merchants in [\\d.]+s$`));
    expect(shardLog[0]).toMatch(/^compiled 2 merchants in [\d.]+s \(2 builds at once\)$/);
    // The live sites, each a link to its release (release ids and times differ between builds by design).
    let count = 0;
    for (const merchant of tenants.map((t) => t.config.merchantCode)) {
      const files = await filesIn(join(whole, merchant));
      count += files.length;
      expect(await filesIn(join(sharded, merchant))).toEqual(files);
      for (const file of files) {
        expect(Buffer.compare(await readFile(join(sharded, merchant, file)), await readFile(join(whole, merchant, file))), file).toBe(0);
      }
    }
    expect(count).toBeGreaterThan(250);
    // Each page's island messages are trimmed as it renders (src/integration/messages-middleware.ts): to exactly what the
    // page's islands can show of its language's whole catalogue, escaped as BaseLayout embeds it.
    const scopes = messageScopes();
    // The offline pages (the service worker's stand-in, written by the publish step) are no Astro page.
    const rendered = (f: string) => f.endsWith('.html') && !/(^|\/)offline\.html$/.test(f);
    for (const file of (await filesIn(join(whole, 'luzon'))).filter(rendered)) {
      const html = await readFile(join(whole, 'luzon', file), 'utf8');
      const lang = /<html [^>]*data-lang="([A-Z]+)"/.exec(html)![1] as LanguageCode;
      const islands = Array.from(html.matchAll(/\bdata-island="([^"]+)"/g), (m) => m[1]!);
      const embedded = /<script type="application\/json" id="sf-messages">(.*?)<\/script>/s.exec(html)![1];
      expect(embedded, file).toBe(serializeForScript(messagesForPage(JSON.parse(islandMessagesForScript(lang)), islands, scopes)));
    }
    // The shared bundles are links to one file, not a copy per merchant.
    const bundle = (await readdir(join(whole, 'luzon', '_astro')))[0]!;
    expect((await stat(join(whole, 'luzon', '_astro', bundle))).ino).toBe((await stat(join(whole, 'saigon', '_astro', bundle))).ino);
    // Parallel parts share the project's .astro/ and Astro's cache dir: safe while Astro writes only
    // type declarations there (the same bytes from every part, never read by a build) and caches
    // nothing (no content collections, no image optimisation). Anything else there needs a folder per part.
    // settings.json is `astro dev`'s update-check time (a preview run in this project writes it), not build state.
    const dotAstro = (await filesIn(join(projectRoot, '.astro'))).filter((f) => !/\.d\.ts$/.test(f) && f !== 'settings.json');
    expect(dotAstro, 'files in .astro/ besides type declarations: docs/scale.md').toEqual([]);
    const cache = await filesIn(join(projectRoot, 'node_modules', '.astro')).catch(() => []);
    expect(cache, "files in Astro's cache dir: docs/scale.md").toEqual([]);
  });
});

/** Every file under a folder, as sorted relative paths. */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(dir.length + 1))
    .sort();
}

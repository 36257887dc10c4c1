// The island registry (src/shared/islands.ts) against the code: every mount names an island,
// the page islands' loaders are those `npm run gen` writes from it (importing the module the
// registry names, by which the budget script finds its chunk), every script island is handled by
// its module, and every app island is mounted by main.tsx.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';
import { ISLANDS, isIsland, type IslandSpec, ON_DEMAND, startsOnLoad } from '../../src/shared/islands.ts';
import { PAGE_ISLANDS_FILE, pageIslandLoaders } from '../../scripts/lib/page-island-loaders.ts';

const read = (path: string) => readFileSync(join(projectRoot, path), 'utf8');
const files = (dir: string): string[] =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)));
const entries = Object.entries(ISLANDS) as Array<[string, IslandSpec]>;

describe('the island registry', () => {
  it('names every island a component mounts or marks', () => {
    const named = files('src/components')
      .filter((file) => file.endsWith('.astro') && !file.endsWith('/IslandMount.astro'))
      .flatMap((file) => {
        const text = read(file);
        return [...text.matchAll(/IslandMount name="([^"]+)"|data-island="([^"]+)"/g)].map((m) => ({ file, name: m[1] ?? m[2]! }));
      });
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name }) => !isIsland(name))).toEqual([]);
  });

  it('says when each page island starts, so no page keeps a list of its own', () => {
    const marking = files('src/components').filter((file) => file.endsWith('.astro') && /data-eager=""|eagerIds/.test(read(file)));
    expect(marking).toEqual([]);
    // The game lists and the game centres' vendor cards paint from the build and start on first use
    // (game-list-start.ts, boot.ts's [data-request] presses); so do the lobby's list sections (a member's island takes over).
    expect([...ON_DEMAND].sort()).toEqual([
      'game-centre',
      'game-list',
      'game-menu',
      'hotGames',
      'leadGames',
      'live-tables',
      'newGames',
      'promotions',
    ]);
    expect(startsOnLoad('game-list')).toBe(false);
    expect(startsOnLoad('lottery')).toBe(true);
    expect(startsOnLoad('transferFund')).toBe(false);
    expect(startsOnLoad('banner-carousel')).toBe(false);
  });

  it('has the loaders `npm run gen` writes from it, each importing a module that exists (run `npm run gen` if this fails)', () => {
    expect(read(PAGE_ISLANDS_FILE)).toBe(pageIslandLoaders());
    const modules = files('src/islands');
    for (const [name, island] of entries) if (island.by === 'page') expect(modules, name).toContain(island.module);
  });

  it('writes a loader per page island: its module, what the module prepares from the mount, and its component', () => {
    const text = pageIslandLoaders({
      'my-part': { by: 'page', module: 'src/islands/parts/MyPart.tsx', start: 'request' },
      other: { by: 'page', module: 'src/islands/Parts.tsx', component: 'Other', prepare: 'prepareOther', start: 'load' },
      'modal-root': { by: 'app' },
      'notice-marquee': { by: 'script', module: 'src/client/lobby/index.ts' },
    });
    expect(text).toContain("  'my-part': () => import('./parts/MyPart.tsx').then((m) => m.MyPart),\n");
    expect(text).toContain("  other: (element) => import('./Parts.tsx').then((m) => m.prepareOther(element).then(() => m.Other)),\n");
    expect(text).not.toMatch(/modal-root|notice-marquee|lobby/);
  });

  it("has each script island handled by its module, and each app island mounted by the islands' start", () => {
    const main = read('src/islands/main.tsx') + read('src/client/boot.ts');
    for (const [name, island] of entries) {
      if (island.by === 'script') expect(read(island.module), `${name} in ${island.module}`).toContain(`"${name}"`);
      if (island.by === 'app') expect(main, name).toMatch(new RegExp(`['"]${name}['"]`));
    }
  });
});

describe("the islands' code loaded on demand", () => {
  it('comes through ui/on-demand.tsx, never React lazy() and Suspense, whose reveal React 19 holds back up to 300 ms', () => {
    const islands = files('src/islands').filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'));
    const suspended = islands.filter((file) =>
      /import\s*\{[^}]*\b(lazy|Suspense)\b[^}]*\}\s*from 'react'|React\.(lazy|Suspense)/.test(read(file)),
    );
    expect(suspended).toEqual([]);
    // The loader is in use: the modal host's modals and the games' and security centre's dialogs.
    expect(islands.filter((file) => /from '\.\.?\/ui\/on-demand\.tsx'/.test(read(file))).length).toBeGreaterThanOrEqual(6);
  });
});

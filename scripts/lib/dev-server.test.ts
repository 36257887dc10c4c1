import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';
import { BROWSER_DEPENDENCIES } from './dev-server.ts';

/** The folders whose modules run in the browser (islands, stores, the gateway client) and core's shared rules. */
const BROWSER_CODE = ['src/client', 'src/islands', 'src/stores', 'src/api', 'src/shared', 'core'];

describe('the preview bundles every package the pages import when it starts', () => {
  it('lists each package the browser code imports (a missing one brings "504 Outdated Optimize Dep" back)', async () => {
    const found = new Set<string>();
    for (const dir of BROWSER_CODE) {
      for (const entry of await readdir(join(projectRoot, dir), { recursive: true, withFileTypes: true })) {
        const path = join(entry.parentPath, entry.name);
        // Node's own modules, core/config/ and core/node/ (the CLIs', never in a page) are not the browser's.
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
        if (/^core\/(config|node)\//.test(relative(projectRoot, path))) continue;
        const source = await readFile(path, 'utf8');
        const imports = [
          ...source.matchAll(/^import (?!type )(?:[^'"]*? from )?'([^.'/][^']*)'/gm),
          ...source.matchAll(/import\('([^.'/][^']*)'\)/g),
        ];
        for (const [, specifier] of imports) if (specifier && !specifier.startsWith('node:')) found.add(specifier);
      }
    }
    const listed = new Set<string>(BROWSER_DEPENDENCIES);
    expect([...found].filter((name) => !listed.has(name)).sort()).toEqual([]);
    expect(found.has('swiper') && found.has('nanostores')).toBe(true);
  });
});

// Each built site is complete on its own: every site link of every page leads to a page that
// exists (and to the help article its #fragment names), and every asset a page loads is there.
import { test, expect } from '@playwright/test';
import { routesFor } from '../../src/routing/routes.ts';
import { anchorHrefs, elementIds, tags } from './support/html.ts';
import { sites } from './support/sites.ts';

for (const site of sites) {
  test(`${site.code}: every site link and asset of every page resolves`, async ({ request }) => {
    const pages = site.config.languages.offered.flatMap((lang) =>
      routesFor(site.config).map((route) => ({ route, path: site.path(route.path, lang) })),
    );
    const html = new Map<string, string>();
    await Promise.all(pages.map(async ({ path }) => html.set(path, await (await request.get(site.origin + path)).text())));

    const targets = new Map<string, string>(); // path (no fragment) → a page that links it
    const fragments: Array<{ from: string; path: string; id: string }> = [];
    for (const { path } of pages) {
      const page = html.get(path) ?? '';
      const assets = [
        ...tags(page, 'img').map((i) => i['src']),
        ...tags(page, 'script').map((s) => s['src']),
        ...tags(page, 'link')
          .filter((l) => l['rel'] === 'stylesheet' || l['rel'] === 'icon')
          .map((l) => l['href']),
      ];
      for (const href of [...anchorHrefs(page), ...assets]) {
        if (href === undefined || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
        const url = new URL(href, site.origin + path);
        const target = url.pathname + url.search;
        if (!targets.has(target)) targets.set(target, path);
        const id = decodeURIComponent(url.hash.slice(1));
        if (id) fragments.push({ from: path, path: url.pathname, id });
      }
    }
    expect(targets.size).toBeGreaterThan(30);

    await Promise.all(
      [...targets].map(async ([target, from]) => {
        const response = await request.get(site.origin + target);
        expect.soft(response.status(), `${target} (linked from ${from})`).toBe(200);
        if (response.ok() && !html.has(target) && response.headers()['content-type']?.startsWith('text/html'))
          html.set(target, await response.text());
      }),
    );
    expect(fragments.length).toBeGreaterThan(0);
    for (const { from, path, id } of fragments) {
      expect.soft(elementIds(html.get(path) ?? '').has(id), `${path}#${id} (linked from ${from}) names an element`).toBe(true);
    }
  });
}

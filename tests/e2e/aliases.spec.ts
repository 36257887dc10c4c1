// The lobby's aliases (/index, /home) and modal addresses (/login, /register) show the lobby,
// point their canonical link at the home page and carry no hreflang alternates of their own.
import { routesFor } from '../../src/routing/routes.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { sites } from './support/sites.ts';

for (const site of sites) {
  const { config } = site;
  // The lobby's aliases; /agentHome's canonical page is its team overview (agent-centre.spec.ts).
  const aliases = routesFor(config).filter((r) => r.kind === 'lobby' && r.canonical !== undefined);

  test(`${site.code}: ${aliases.map((a) => `/${a.path}`).join(', ')} show the lobby with a canonical link to the home page`, async ({
    page,
  }) => {
    expect(aliases.map((a) => a.path).sort()).toEqual(['home', 'index', 'login', 'register']);
    const absolute = (path: string) => new URL(path, config.site.url).href;
    // In the default language here; routes.spec.ts checks the links of every language over HTTP.
    const lang = site.defaultLang;
    {
      const sp = new SitePage(page, site, lang);
      for (const route of aliases) {
        await sp.goto(route.path);
        await expect(sp.gameMenu, `${route.path} in ${lang}`).toBeVisible();
        await expect(sp.homeBanners.first()).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(site.path('', lang)));
        const modalRoot = page.locator('[data-island="modal-root"]');
        if (route.modal) await expect(modalRoot).toHaveAttribute('data-modal', route.modal);
        else await expect(modalRoot).not.toHaveAttribute('data-modal');

        // An alias is not canonical, so it lists no language alternates (its canonical page does).
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      }
    }
  });
}

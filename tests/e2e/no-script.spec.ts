// Static first: without JavaScript the home page still shows its banners, the game menu
// categories and the footer.
import { gameTypePath } from '../../src/routing/routes.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage, linksOf, type LinkInfo } from './support/site-page.ts';
import { sites } from './support/sites.ts';

test.use({ javaScriptEnabled: false });

for (const site of sites) {
  test(`${site.code}: the home page works without JavaScript`, async ({ page }) => {
    const sp = new SitePage(page, site);
    const { t } = sp;
    await sp.goto('');

    const banners = site.config.banners.w_home ?? [];
    expect(banners.length, 'the demo merchants configure home banners').toBeGreaterThan(0);
    await expect(sp.homeBanners).toHaveCount(banners.length);
    await expect(sp.homeBanners.first()).toBeVisible();
    await expect(sp.homeBanners.first()).toHaveAttribute('src', `/${banners[0]?.image}`);
    await expect.poll(() => sp.homeBanners.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: 'the first banner loads' }).toBeGreaterThan(0);

    await expect(sp.gameMenu).toBeVisible();
    expect(await linksOf(sp.categoryTabs)).toEqual([
      { text: t('category.HOT'), href: '#hot-games' },
      { text: t('category.FAV'), href: site.path('favorite') },
      ...site.config.products.map((p): LinkInfo => ({ text: t(`gameType.${p.gameType}`), href: site.path(gameTypePath(p.gameType)) })),
    ]);
    for (const tab of await sp.categoryTabs.all()) await expect(tab).toBeVisible();

    await expect(sp.header).toBeVisible();
    await expect(sp.footer).toBeVisible();
    await expect(sp.footerColumn(t('footer.products')).getByRole('link').first()).toBeVisible();
    await expect(sp.footer.getByText(/^©/)).toContainText(site.config.brand.name);
  });
}

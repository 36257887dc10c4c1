// Pages of their own, without the site's header, side menu and footer: the agent landing and
// agent centre, and the maintenance and access-restricted screens with their way to customer service.
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { sites } from './support/sites.ts';

for (const site of sites) {
  const { config } = site;
  const customerService = config.support.customerService[0]?.url ?? config.support.resources.LIVECHAT;

  test(`${site.code}: agent, maintenance and restricted screens stand alone`, async ({ page, browser }) => {
    const sp = new SitePage(page, site);
    const { t } = sp;
    const expectAlone = async (sp: SitePage, page: Page) => {
      await expect(sp.sideMenu).toHaveCount(0);
      await expect(sp.footer).toHaveCount(0);
      await expect(sp.productNav).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('img', { name: config.brand.name, exact: true })).toBeVisible();
    };

    if (config.features.agentCentre) {
      await sp.goto('agent');
      await expectAlone(sp, page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('agent.pitchTitle', { brand: config.brand.name }));
      const login = page.getByRole('region', { name: t('agent.loginTitle'), exact: true });
      await expect(login.getByRole('textbox', { name: t('form.username'), exact: true })).toBeVisible();
      await expect(login.getByLabel(t('form.password'), { exact: true })).toHaveAttribute('type', 'password');
      if (site.otherLangs.length) await expect(sp.languageSelector).toBeVisible();

      // A visitor reaching the agent centre is sent to its login page.
      await sp.goto('agentHome');
      await page.waitForURL(site.url('agent'));
      // The agent centre's own page, as built, stands alone too.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await context.newPage();
      const staticSp = new SitePage(staticPage, site);
      await staticSp.goto('agentHome');
      await expectAlone(staticSp, staticPage);
      // The agent centre's home is its team overview, under that item's title.
      await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText(t('agentMenu.agentTeamOverview'));
      await context.close();
    } else {
      for (const path of ['agent', 'agentHome']) {
        expect((await page.request.get(site.url(path))).status(), `no /${path} without the agent centre`).toBe(404);
      }
    }

    // The status screens as built: with scripts, a site whose status is normal sends visitors
    // home from them (status.spec.ts switches the status and follows the visitor there).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const screen = await context.newPage();
    const screenSp = new SitePage(screen, site);
    for (const [path, title] of [
      ['maintenance', t('status.maintenanceTitle')],
      ['restricted', t('status.restrictedTitle')],
    ] as const) {
      await screenSp.goto(path);
      await expectAlone(screenSp, screen);
      await expect(screen.getByRole('heading', { level: 1 })).toHaveText(title);
      const contact = screen.getByRole('link', { name: t('cs.contact'), exact: true });
      if (customerService) await expect(contact).toHaveAttribute('href', customerService);
      else await expect(contact).toHaveCount(0);
    }
    await context.close();
  });
}

// Pages of their own, without the site's header, side menu and footer: the agent landing and
// agent centre, and the maintenance and access-restricted screens with their way to customer service.
import { test, expect } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { sites } from './support/sites.ts';

for (const site of sites) {
  const { config } = site;
  const customerService = config.support.customerService[0]?.url ?? config.support.resources.LIVECHAT;

  test(`${site.code}: agent, maintenance and restricted screens stand alone`, async ({ page }) => {
    const sp = new SitePage(page, site);
    const { t } = sp;
    const expectAlone = async () => {
      await expect(sp.sideMenu).toHaveCount(0);
      await expect(sp.footer).toHaveCount(0);
      await expect(sp.productNav).toHaveCount(0);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('img', { name: config.brand.name, exact: true })).toBeVisible();
    };

    if (config.features.agentCentre) {
      await sp.goto('agent');
      await expectAlone();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('agent.pitchTitle', { brand: config.brand.name }));
      const login = page.getByRole('region', { name: t('agent.loginTitle'), exact: true });
      await expect(login.getByRole('textbox', { name: t('form.username'), exact: true })).toBeVisible();
      await expect(login.getByLabel(t('form.password'), { exact: true })).toHaveAttribute('type', 'password');
      if (site.otherLangs.length) await expect(sp.languageSelector).toBeVisible();

      await sp.goto('agentHome');
      await expectAlone();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('page.agentHome'));
    } else {
      for (const path of ['agent', 'agentHome']) {
        expect((await page.request.get(site.url(path))).status(), `no /${path} without the agent centre`).toBe(404);
      }
    }

    for (const [path, title] of [['maintenance', t('status.maintenanceTitle')], ['restricted', t('status.restrictedTitle')]] as const) {
      await sp.goto(path);
      await expectAlone();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const contact = page.getByRole('link', { name: t('cs.contact'), exact: true });
      if (customerService) await expect(contact).toHaveAttribute('href', customerService);
      else await expect(contact).toHaveCount(0);
    }
  });
}

// Header, side menu and footer carry each merchant's own brand, products and links, every
// expectation derived from the merchant's config; and the merchants look different.
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { jurisdictionPreset } from '../../core/config/jurisdiction.ts';
import { navigationOf } from '../../core/config/navigation.ts';
import { localized } from '../../src/i18n/translate.ts';
import { gameTypePath, localizeHref } from '../../src/routing/routes.ts';
import { vendorName } from '../../src/shared/vendors.ts';
import { NEW_VENDORS } from '../../gateway/seed/vendors.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage, linksOf, type LinkInfo } from './support/site-page.ts';
import { demoSites, rgb, sites, type Site } from './support/sites.ts';

/** More vendors than this get the large (grid) drop-down. */
const LARGE_MENU_AFTER = 10;

/** A header entry per product, in config order, each linking to its page in the page's language. */
async function expectHeader(sp: SitePage): Promise<void> {
  const { site, lang, t } = sp;
  const { config } = site;
  await expect(sp.logo).toHaveAttribute('alt', config.brand.name);
  await expect(sp.logo).toHaveAttribute('src', `/${config.brand.logo}`);
  expect(config.brand.logo.startsWith(`assets/${site.code}/`), "the logo lives in the merchant's asset folder").toBe(true);
  await expect.poll(() => sp.logo.evaluate((img: HTMLImageElement) => img.naturalWidth), { message: 'the logo loads' }).toBeGreaterThan(0);
  await expect(sp.header.getByRole('link').first()).toHaveAttribute('href', site.path('', lang));
  // The game types: the header's tabs, or (a rail, the drawer's game menu) the side menu's game menu after its Home.
  const tabs = navigationOf(config).gameMenu === 'tabs';
  await expect(sp.productNav).toHaveCount(tabs ? 1 : 0);
  const games = tabs ? sp.productNav.locator('li.product-nav-item > a') : sp.page.locator('.side-menu .game-rail li + li > a');
  expect(await linksOf(games)).toEqual(
    config.products.map((p): LinkInfo => ({ text: t(`gameType.${p.gameType}`), href: site.path(gameTypePath(p.gameType), lang) })),
  );
}

/** Side menu: shortcuts per feature flags, app QR codes, customer service, social links, licence. */
async function expectSideMenu(sp: SitePage, text: (value: Parameters<typeof localized>[0]) => string): Promise<void> {
  const { site, lang, t, page } = sp;
  const { features, support, legal } = site.config;

  const shortcuts: Array<[path: string, label: string]> = [
    ['member/depositv2', t('menu.deposit')],
    ['member/withdraw', t('menu.withdraw')],
    ['promotions', t('menu.promotions')],
    ['member/rewardCenter', t('menu.rewardCenter')],
  ];
  if (features.pointsMall) shortcuts.push(['pointMall', t('menu.pointMall')]);
  // Agents sign up through the agent landing; without the agent centre, referral, but only for a
  // member while the gateway runs its REFERRAL promotion (referral.spec.ts): a visitor has none.
  if (features.agentCentre) shortcuts.push(['agent', t('menu.agent')]);
  expect(await linksOf(sp.sideShortcuts.getByRole('link'))).toEqual(
    shortcuts.map(([path, label]): LinkInfo => ({ text: label, href: site.path(path, lang) })),
  );

  const apps = sp.sideSection(t('apps.title'));
  const stores: LinkInfo[] = [];
  if (support.apps.ios) stores.push({ text: t('apps.ios'), href: support.apps.ios });
  if (support.apps.android) stores.push({ text: t('apps.android'), href: support.apps.android });
  if (stores.length || support.apps.lite) {
    const qr = apps.locator('a.qr');
    expect(await linksOf(qr)).toEqual(stores);
    for (const code of await qr.all()) await expect(code.locator('svg')).toBeVisible();
    if (support.apps.lite)
      await expect(apps.getByRole('link', { name: t('apps.lite'), exact: true })).toHaveAttribute('href', support.apps.lite);
    await expect(apps.getByRole('link', { name: t('apps.guide'), exact: true })).toHaveAttribute('href', site.path('download', lang));
  } else {
    await expect(apps).toHaveCount(0);
  }

  const service: LinkInfo[] = support.customerService.map((cs) => ({
    text: cs.label ? text(cs.label) : t(`cs.${cs.csType}`),
    href: cs.url,
  }));
  if (support.resources.TELEGRAM && !support.customerService.some((cs) => cs.csType === 'TELEGRAM')) {
    service.push({ text: t('cs.telegramService'), href: support.resources.TELEGRAM });
  }
  // First, the entry that opens the customer-service dialog (without scripts, the first channel).
  if (service.length)
    service.unshift({ text: t('cs.contact'), href: support.customerService[0]?.url ?? support.resources.TELEGRAM ?? null });
  if (service.length) expect(await linksOf(sp.sideSection(t('cs.title')).getByRole('link'))).toEqual(service);
  else await expect(sp.sideSection(t('cs.title'))).toHaveCount(0);

  const social = support.social.map((s): LinkInfo => ({ text: t(`social.${s.network}`), href: s.url }));
  if (social.length) expect(await linksOf(sp.sideSection(t('social.title')).getByRole('link'))).toEqual(social);
  else await expect(sp.sideSection(t('social.title'))).toHaveCount(0);

  const licence = sp.sideSection(t('legal.licence'));
  expect(text(legal.licence.text)).not.toBe('');
  await expect(licence.getByRole('paragraph')).toHaveText(text(legal.licence.text));
  // It opens the legal licence dialog; without scripts, the licence's record or the help page.
  await expect(licence.getByRole('link', { name: t('legal.viewLicence'), exact: true })).toHaveAttribute(
    'href',
    legal.licence.url ?? site.path('help', lang),
  );

  // Floating service buttons for the LIVECHAT, FACEBOOK, TELEGRAM and WHATSAPP resources.
  const floating = (['LIVECHAT', 'FACEBOOK', 'TELEGRAM', 'WHATSAPP'] as const).flatMap((type) => {
    const url = support.resources[type];
    return url ? [{ text: t(`cs.${type}`), href: url }] : [];
  });
  expect(await linksOf(page.locator('.service-buttons a'))).toEqual(floating);
}

/** Footer: help, product, social and responsible-gaming links, vendor names, age and copyright lines. */
async function expectFooter(sp: SitePage, text: (value: Parameters<typeof localized>[0]) => string): Promise<void> {
  const { site, lang, t } = sp;
  const { config } = site;
  const { footer, legal, support } = config;

  const help = footer.helpLinks.map((l): LinkInfo => ({ text: text(l.label), href: localizeHref(l.href, lang, site.defaultLang) }));
  if (help.length) expect(await linksOf(sp.footerNav(t('footer.help')).getByRole('link'))).toEqual(help);
  // Site paths stay in the page's language.
  for (const link of help) if (link.href?.startsWith('/')) expect(link.href.startsWith(site.path('', lang))).toBe(true);

  const products = (footer.productLinks ?? config.products.map((p) => p.gameType)).map(
    (type): LinkInfo => ({ text: t(`gameType.${type}`), href: site.path(gameTypePath(type), lang) }),
  );
  expect(await linksOf(sp.footerColumn(t('footer.products')).getByRole('link'))).toEqual(products);

  if (support.social.length) {
    expect(await linksOf(sp.footerNav(t('social.title')).getByRole('link'))).toEqual(
      support.social.map((s): LinkInfo => ({ text: t(`social.${s.network}`), href: s.url })),
    );
  }
  // The merchant's own responsible-gambling links, then its jurisdiction's help organisations that
  // it does not already link (responsible-gambling.spec.ts shows them on luzon).
  const own = legal.responsibleGambling.map((l): LinkInfo => ({ text: text(l.label), href: localizeHref(l.href, lang, site.defaultLang) }));
  const organisations = jurisdictionPreset(legal.jurisdiction)
    .helpOrganisations.filter((o) => !own.some((l) => (l.href ?? '').replace(/\/+$/, '') === o.url.replace(/\/+$/, '')))
    .map((o): LinkInfo => ({ text: o.name, href: o.url }));
  if (own.length + organisations.length) {
    expect(await linksOf(sp.footerNav(t('footer.responsible')).getByRole('link'))).toEqual([...own, ...organisations]);
  }

  // The sites are built with the reference gateway's data: every vendor card has an icon, so each
  // vendor's name in the footer has its logo beside it (decorative: the name says it), and it loads.
  const vendors = [...new Set(config.products.flatMap((p) => p.vendors))];
  const chips = sp.footer.getByRole('region', { name: t('footer.vendors'), exact: true }).getByRole('listitem');
  await expect(chips).toHaveText(vendors.map(vendorName));
  expect(await chips.locator('img').evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('src'), img.getAttribute('alt')]))).toEqual(
    vendors.map((code) => [`/wps/static/icons/vendor/${code}.png`, '']),
  );
  await chips.last().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      chips
        .last()
        .locator('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(0);

  // Without a fixed end year the line ends at this year: the build's.
  const { from, to = new Date().getFullYear() } = footer.copyright;
  expect(to).toBe(new Date().getFullYear());
  await expect(sp.footer.getByText(/^©/)).toHaveText(
    `© ${from === to ? from : `${from}–${to}`} ${config.brand.name}. ${t('footer.rights')}`,
  );
  await expect(sp.footer.getByText(t('legal.ageNotice', { age: legal.minimumAge }))).toBeVisible();
  await expect(sp.footer.getByText(`${legal.minimumAge}+`, { exact: true })).toBeVisible();
}

/** The theme tokens in effect are the merchant's, and the page embeds the merchant's public config. */
async function expectThemeAndConfig(sp: SitePage): Promise<void> {
  const { site, lang, page } = sp;
  const { config } = site;
  const { theme } = config.brand;
  const token = (name: string) => page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
  expect(await token('--sf-primary')).toBe(theme.primary);
  expect(await token('--sf-bg')).toBe(theme.background);
  await expect(page.locator('body')).toHaveCSS('background-color', rgb(theme.background));
  await expect(page.locator('body')).toHaveCSS('color', rgb(theme.text));
  await expect(sp.header.getByRole('link', { name: sp.t('header.register'), exact: true })).toHaveCSS(
    'background-color',
    rgb(theme.primary),
  );

  expect(await sp.publicConfig()).toMatchObject({
    merchantCode: site.code,
    brandName: config.brand.name,
    lang,
    defaultLang: site.defaultLang,
    languages: config.languages.offered,
  });
  const seo = config.content.seo?.[lang] ?? config.content.seo?.['EN'] ?? config.content.seo?.[site.defaultLang];
  await expect(page).toHaveTitle(seo?.title ?? config.brand.name);
}

function describeChrome(site: Site, lang: LanguageCode): void {
  const text = (value: Parameters<typeof localized>[0]) => localized(value, lang, site.defaultLang);
  test(`${site.code} ${lang}: header, side menu and footer carry the merchant's brand and links`, async ({ page }) => {
    const sp = new SitePage(page, site, lang);
    await sp.goto('');
    await test.step('header', () => expectHeader(sp));
    await test.step('side menu', async () => {
      // Where the game menu is the drawer's, the side menu is the drawer's on desks too.
      const drawer = navigationOf(site.config).gameMenu === 'drawer';
      if (drawer) {
        await sp.header.getByRole('button', { name: sp.t('nav.menu'), exact: true }).click();
        await expect(page.getByRole('dialog', { name: sp.t('nav.menu') })).toBeVisible();
      }
      await expectSideMenu(sp, text);
      if (drawer) await page.keyboard.press('Escape');
    });
    await test.step('footer', () => expectFooter(sp, text));
    await test.step('theme and public config', () => expectThemeAndConfig(sp));
  });
}

for (const site of sites) {
  for (const lang of site.config.languages.offered) describeChrome(site, lang);

  // The vendor drop-downs are the header tabs' (a rail's or the drawer's game menu has none).
  if (navigationOf(site.config).gameMenu !== 'tabs') continue;
  test(`${site.code}: each product's vendor drop-down opens with the keyboard`, async ({ page }) => {
    const sp = new SitePage(page, site);
    await sp.goto('');
    const { t } = sp;
    for (const product of site.config.products) {
      const entry = sp.productEntry(product.gameType);
      if (product.vendors.length > LARGE_MENU_AFTER) await expect(entry.menu).toHaveClass(/\blarge\b/);
      else await expect(entry.menu).not.toHaveClass(/\blarge\b/);
      await expect(entry.menu).not.toHaveAttribute('open');
      await expect(entry.vendorLinks.first()).toBeHidden();

      // Tab from the product link to its drop-down toggle, open it with Enter.
      await entry.link.focus();
      await page.keyboard.press('Tab');
      await expect(entry.toggle).toBeFocused();
      await expect(entry.toggle).toHaveAccessibleName(t('nav.vendorsOf', { type: t(`gameType.${product.gameType}`) }));
      await page.keyboard.press('Enter');
      await expect(entry.menu).toHaveAttribute('open');
      expect(await linksOf(entry.vendorLinks)).toEqual(
        product.vendors.map(
          (v): LinkInfo => ({
            // A vendor the gateway's new-vendor call flags carries the "new" badge (new-vendors.spec.ts).
            text: NEW_VENDORS.has(v) ? `${vendorName(v)} ${t('games.newVendor')}` : vendorName(v),
            href: `${site.path(gameTypePath(product.gameType))}?vassalage=${encodeURIComponent(v)}`,
          }),
        ),
      );
      for (const link of await entry.vendorLinks.all()) await expect(link).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(entry.vendorLinks.first()).toBeFocused();
      // And close it again the same way.
      await entry.toggle.focus();
      await page.keyboard.press('Enter');
      await expect(entry.menu).not.toHaveAttribute('open');
    }
  });
}

test('every merchant has its own theme sheet', async ({ request }) => {
  const primaries = await Promise.all(
    sites.map(async (site) => /--sf-primary:\s*([^;]+);/.exec(await (await request.get(`${site.origin}/theme.css`)).text())?.[1]),
  );
  expect(primaries).toEqual(sites.map((s) => s.config.brand.theme.primary));
  expect(new Set(primaries).size).toBe(sites.length);
});

test('the demo merchants look different', async ({ page }) => {
  expect(demoSites.length).toBeGreaterThanOrEqual(3);
  const looks: Array<{ page: string; header: string; button: string }> = [];
  for (const site of demoSites) {
    const sp = new SitePage(page, site);
    await sp.goto('');
    await expect(sp.logo).toHaveAttribute('alt', site.config.brand.name);
    looks.push({
      page: await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor),
      header: await sp.header.evaluate((el) => getComputedStyle(el).backgroundColor),
      button: await sp.header.locator('.btn-primary').evaluate((el) => getComputedStyle(el).backgroundColor),
    });
  }
  for (const part of ['page', 'header', 'button'] as const) {
    const colours = looks.map((look) => look[part]);
    expect(new Set(colours).size, `${part} backgrounds: ${colours.join(', ')}`).toBe(demoSites.length);
  }
});

// Page object of a merchant's pages with the site chrome: header, side menu, footer and the
// language selector, found by the roles and names a visitor (or a screen reader) uses.
import type { Locator, Page } from '@playwright/test';
import type { GameType, LanguageCode } from '../../../core/config/generated/resolved-tenant-config.ts';
import { translator } from '../../../src/i18n/translate.ts';
import type { Site, Translate } from './sites.ts';

/** A link as the visitor sees it: its text (whitespace collapsed) and its href attribute. */
export interface LinkInfo {
  text: string;
  href: string | null;
}

/** Reads the text and href of every link a locator matches. */
export function linksOf(locator: Locator): Promise<LinkInfo[]> {
  return locator.evaluateAll((links) =>
    links.map((a) => ({ text: (a.textContent ?? '').replace(/\s+/g, ' ').trim(), href: a.getAttribute('href') })),
  );
}

export class SitePage {
  readonly t: Translate;

  constructor(
    readonly page: Page,
    readonly site: Site,
    readonly lang: LanguageCode = site.defaultLang,
  ) {
    this.t = translator(lang);
  }

  /** Opens a site path in this page object's language. */
  async goto(path = ''): Promise<void> {
    const response = await this.page.goto(this.site.url(path, this.lang));
    if (response?.status() !== 200) throw new Error(`${this.site.url(path, this.lang)} answered ${response?.status()}`);
  }

  get html(): Locator {
    return this.page.locator('html');
  }

  get header(): Locator {
    return this.page.getByRole('banner');
  }

  get logo(): Locator {
    return this.header.getByRole('link').first().getByRole('img');
  }

  get productNav(): Locator {
    return this.header.getByRole('navigation', { name: this.t('nav.products'), exact: true });
  }

  /** The header entry of a product: its link and its vendor drop-down. */
  productEntry(type: GameType): { link: Locator; menu: Locator; toggle: Locator; vendorLinks: Locator } {
    const item = this.productNav.locator('li.product-nav-item').filter({
      has: this.page.getByRole('link', { name: this.t(`gameType.${type}`), exact: true }),
    });
    const menu = item.locator('details.vendor-menu');
    return {
      link: item.getByRole('link', { name: this.t(`gameType.${type}`), exact: true }),
      menu,
      toggle: menu.locator('summary'),
      vendorLinks: menu.getByRole('link'),
    };
  }

  get sideMenu(): Locator {
    return this.page.getByRole('complementary', { name: this.t('side.label'), exact: true });
  }

  get sideShortcuts(): Locator {
    return this.sideMenu.getByRole('navigation', { name: this.t('side.navLabel'), exact: true });
  }

  /** A titled section of the side menu (app download, customer service, social, licence). */
  sideSection(title: string): Locator {
    return this.sideMenu.getByRole('region', { name: title, exact: true });
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** A titled link column of the footer (a navigation landmark, or a plain column when it repeats the header's). */
  footerColumn(title: string): Locator {
    return this.footer.locator('.footer-columns > *').filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  /** A titled navigation landmark of the footer. */
  footerNav(title: string): Locator {
    return this.footer.getByRole('navigation', { name: title, exact: true });
  }

  get languageSelector(): Locator {
    return this.page.getByRole('navigation', { name: this.t('language.label'), exact: true });
  }

  /** The language selector's link to a language, by the language's own name. */
  languageLink(name: string): Locator {
    return this.languageSelector.getByRole('link', { name, exact: true });
  }

  get gameMenu(): Locator {
    return this.page.getByRole('region', { name: this.t('lobby.games'), exact: true });
  }

  get categoryTabs(): Locator {
    return this.gameMenu.getByRole('navigation', { name: this.t('lobby.categories'), exact: true }).getByRole('link');
  }

  get homeBanners(): Locator {
    // Their art is decoration where their words are text (a headline): the images, whatever their role.
    return this.page.locator('[data-island="banner-carousel"][data-group="w_home"] img');
  }

  /** The public config the islands read (the #sf-config JSON data element). */
  async publicConfig(): Promise<Record<string, unknown>> {
    return JSON.parse((await this.page.locator('#sf-config').textContent()) ?? 'null') as Record<string, unknown>;
  }
}

// axe finds no WCAG 2.1 A/AA or best-practice violations on the home, help and agent landing
// pages of every merchant, its first game list (its game cards), and on a page in a non-default language.
import { AXE_TAGS, axeViolations } from '../../scripts/lib/axe.ts';
import type { Page } from '@playwright/test';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { test, expect } from './support/fixtures.ts';
import { SitePage } from './support/site-page.ts';
import { sites, type Site } from './support/sites.ts';
import { gameTypePath, isGameListType } from '../../src/routing/routes.ts';

/** The violations of a page, trimmed to what a reader needs to find and fix them. */
async function violations(page: Page) {
  return (await axeViolations(page, { tags: AXE_TAGS })).map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.replace(/\s+/g, ' ')),
  }));
}

function checkPage(site: Site, path: string, lang: LanguageCode = site.defaultLang): void {
  test(`${site.code} ${site.path(path, lang)}`, async ({ page }) => {
    const sp = new SitePage(page, site, lang);
    await sp.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test.describe('axe', () => {
  for (const site of sites) {
    checkPage(site, '');
    checkPage(site, 'help');
    if (site.config.features.agentCentre) checkPage(site, 'agent');
    // A game list: the brand's game cards (layout.cards: shape, name, provider badge) on a page of their own.
    const list = site.config.products.map((p) => p.gameType).find(isGameListType);
    if (list) checkPage(site, gameTypePath(list));
  }
  // Non-default languages: a lobby and a help page, right-to-left and left-to-right.
  const multi = sites.filter((s) => s.otherLangs.length > 0);
  expect(multi.length).toBeGreaterThan(0);
  for (const site of multi.slice(0, 2)) checkPage(site, '', site.otherLangs[0]);
  for (const site of multi.slice(2)) checkPage(site, 'help', site.otherLangs[0]);
});

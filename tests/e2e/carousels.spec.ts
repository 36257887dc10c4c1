// The lobby's moving parts against the built sites and the reference gateway: the banner and
// winner carousels (autoplay, pause/play, the holds of hover and focus, reduced motion, the
// keyboard, axe) and the winner board; the jackpot ticker is jackpot.spec.ts's, the notice marquee
// notice-marquee.spec.ts's. Time is the test's: Playwright's clock is paused, and only the test moves
// it (page.clock.runFor), so no assertion depends on how fast the machine is.
import { AXE_TAGS, axeViolations } from '../../scripts/lib/axe.ts';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { gatewayCall } from './support/login-helpers.ts';
import { SitePage } from './support/site-page.ts';
import { site, type Site } from './support/sites.ts';

const luzon = site('luzon');
const emerald = site('emerald');
const saigon = site('saigon');
const mirage = site('mirage');
const START = Date.parse('2026-05-01T12:00:00Z');

/** What the tests read of a carousel's swiper (swiper keeps itself on its element). */
type SwiperElement = HTMLElement & { swiper: { animating: boolean } };

/**
 * Opens a page with the clock paused: no timer fires unless the test runs it. A carousel starts
 * once the page has loaded and it is in view: each area given is scrolled to and waited for.
 */
async function openPaused(page: Page, s: Site, path = '', ...areas: Array<(p: SitePage) => Locator>): Promise<SitePage> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 1000);
  const sp = new SitePage(page, s);
  await sp.goto(path);
  for (const area of areas) {
    await area(sp).scrollIntoViewIfNeeded();
    await expect(area(sp)).toHaveAttribute('data-carousel-ready', '');
  }
  return sp;
}

const banners = (sp: SitePage) => sp.page.getByRole('region', { name: sp.t('lobby.banners'), exact: true });
const winners = (sp: SitePage) => sp.page.getByRole('region', { name: sp.t('lobby.winners'), exact: true });
/** The slide in view: the only one not inert. */
const activeSlide = (area: Locator) => area.locator('.carousel-slide:not([inert])');
const slideLabel = (sp: SitePage, index: number, total: number) => sp.t('lobby.carousel.slide', { index, total });
/** Whether it plays: a moving carousel keeps quiet (aria-live off); one that holds still announces the slide the visitor moves to. */
/** The slide in view, and only it, is the index-th of total (as its label says). */
const expectSlide = (sp: SitePage, area: Locator, index: number, total: number) =>
  expect(activeSlide(area)).toHaveAttribute('aria-label', slideLabel(sp, index, total));

const running = async (area: Locator) => (await area.locator('.carousel-track').getAttribute('aria-live')) === 'off';
/** Waits for a slide change to finish moving (its CSS transition runs on real time, not the test's clock). */
const settled = (area: Locator) =>
  expect.poll(() => area.locator('.carousel').evaluate((el) => (el as SwiperElement).swiper.animating)).toBe(false);
const control = (sp: SitePage, area: Locator, key: 'pause' | 'play' | 'previous' | 'next') =>
  area.getByRole('button', { name: sp.t(`lobby.carousel.${key}`), exact: true });

/** Moves the pointer off the page's content and focus out of any carousel. */
async function leave(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** luzon's lobby, its clock paused, and its banner carousel with the number of slides its config has. */
async function luzonBanners(page: Page): Promise<{ sp: SitePage; area: Locator; total: number }> {
  const sp = await openPaused(page, luzon, '', banners);
  return { sp, area: banners(sp), total: luzon.config.banners.w_home!.length };
}

/** Presses a key: focus is then on the carousel's `focused` control. */
async function pressFocuses(sp: SitePage, area: Locator, key: string, focused: 'pause' | 'play' | 'previous' | 'next'): Promise<void> {
  await sp.page.keyboard.press(key);
  await expect(control(sp, area, focused)).toBeFocused();
}

/** Held (paused, hovered, focused or reduced motion): the carousel does not run, and `ms` later still shows slide `index`. */
async function staysStill(sp: SitePage, area: Locator, ms: number, index: number, total: number): Promise<void> {
  expect(await running(area)).toBe(false);
  await sp.page.clock.runFor(ms);
  await expectSlide(sp, area, index, total);
}

/** Running, the carousel's next 5 s bring slide `index` into view. */
async function movesOnTo(sp: SitePage, area: Locator, index: number, total: number): Promise<void> {
  expect(await running(area)).toBe(true);
  await sp.page.clock.runFor(5000);
  await expectSlide(sp, area, index, total);
}

/** Digits of a formatted amount, as a number of the currency's smallest units. */
const units = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

test.describe('banner carousel', () => {
  test('advances every 5 s and loops; pause stops it and play starts it again', async ({ page }) => {
    const { sp, area, total } = await luzonBanners(page);
    expect(total).toBeGreaterThan(2);
    await expectSlide(sp, area, 1, total);
    await expect(area.locator('.carousel-slide[inert]')).toHaveCount(total - 1);
    expect(await running(area)).toBe(true);
    await page.clock.runFor(4999);
    await expectSlide(sp, area, 1, total);
    await page.clock.runFor(1);
    await expectSlide(sp, area, 2, total);
    await settled(area);

    await control(sp, area, 'pause').click();
    await expect(control(sp, area, 'play')).toBeVisible();
    await leave(page);
    await staysStill(sp, area, 20_000, 2, total);

    // Pressing play is explicit: the carousel moves although the pointer and focus are on the button.
    await control(sp, area, 'play').click();
    await expect(control(sp, area, 'pause')).toBeFocused();
    for (let index = 3; index <= total; index++) {
      await movesOnTo(sp, area, index, total);
      await settled(area);
    }
    await movesOnTo(sp, area, 1, total);
  });

  test('holds still while the pointer is over it and while focus is inside it', async ({ page }) => {
    const { sp, area, total } = await luzonBanners(page);
    await area.hover();
    await staysStill(sp, area, 15_000, 1, total);
    await leave(page);
    await movesOnTo(sp, area, 2, total);
    await settled(area);

    await activeSlide(area).getByRole('link').focus();
    await staysStill(sp, area, 15_000, 2, total);
    // The button still offers to pause: the hold is not the visitor's choice.
    await expect(control(sp, area, 'pause')).toBeVisible();
    await leave(page);
    await movesOnTo(sp, area, 3, total);
  });

  test('the keyboard reaches pause, previous and next first, and only the slide in view', async ({ page }) => {
    const { sp, area, total } = await luzonBanners(page);
    // The banners open the lobby's main content: the first Tab from there is the pause button.
    await page.locator('#main').focus();
    await pressFocuses(sp, area, 'Tab', 'pause');
    await pressFocuses(sp, area, 'Enter', 'play');
    await pressFocuses(sp, area, 'Space', 'pause');
    await pressFocuses(sp, area, 'Enter', 'play');

    await pressFocuses(sp, area, 'Tab', 'previous');
    await pressFocuses(sp, area, 'Tab', 'next');
    await page.keyboard.press('Enter');
    await expectSlide(sp, area, 2, total);
    await settled(area);
    await page.keyboard.press('Space');
    await expectSlide(sp, area, 3, total);
    await settled(area);
    await pressFocuses(sp, area, 'Shift+Tab', 'previous');
    await page.keyboard.press('Enter');
    await expectSlide(sp, area, 2, total);
    await settled(area);

    // After next comes the link of the slide in view, then the page after the carousel.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(activeSlide(area).getByRole('link')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(area.locator(':focus')).toHaveCount(0);
    // The visitor paused it: leaving does not start it again.
    await page.clock.runFor(20_000);
    await expectSlide(sp, area, 2, total);
  });

  test('under reduced motion it does not start, and the button offers play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const { sp, area, total } = await luzonBanners(page);
    await expect(control(sp, area, 'play')).toBeVisible();
    await staysStill(sp, area, 30_000, 1, total);
    await control(sp, area, 'play').focus();
    await page.keyboard.press('Enter');
    await movesOnTo(sp, area, 2, total);
  });

  for (const width of [390, 1366]) {
    test(`at ${width} px a banner's words are text over the art, in the page's language and a reading size; the buttons are off the art`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const [s, lang] of [
        [luzon, 'EN'],
        [saigon, 'VI'],
      ] as const) {
        await page.goto(s.url('', lang));
        const area = page.getByRole('region', { name: new SitePage(page, s, lang).t('lobby.banners'), exact: true });
        await expect(area).toHaveAttribute('data-carousel-ready', '');
        const first = s.config.banners.w_home![0]!;
        const slide = area.locator('.carousel-slide:not([inert])');
        await expect(slide.locator('.banner-headline')).toHaveText(first.headline![lang]!);
        await expect(slide.locator('.banner-subline')).toHaveText(first.subline![lang]!);
        await expect(slide.locator('.banner-button')).toHaveText(first.button![lang]!);
        // The art is decoration: the link is named by its words.
        await expect(slide.locator('img')).toHaveAttribute('alt', '');
        await expect(slide.getByRole('link', { name: first.headline![lang]! })).toHaveCount(1);
        const sizes = await slide.evaluate((el) =>
          ['.banner-headline', '.banner-subline', '.banner-button'].map((part) =>
            Number.parseFloat(getComputedStyle(el.querySelector(part)!).fontSize),
          ),
        );
        expect(Math.min(...sizes), `${s.code}: font sizes ${sizes}`).toBeGreaterThanOrEqual(13);
        // The words stay inside the art, and the carousel's buttons lie wholly under it.
        const art = (await slide.locator('img').boundingBox())!;
        const words = (await slide.locator('.banner-text').boundingBox())!;
        expect(words.y + words.height).toBeLessThanOrEqual(art.y + art.height + 1);
        const controls = (await area.locator('.carousel-controls').boundingBox())!;
        expect(controls.y).toBeGreaterThanOrEqual(art.y + art.height);
      }
    });
  }

  test('a page with one banner keeps the static strip, without controls', async ({ page }) => {
    const sp = new SitePage(page, luzon);
    await sp.goto('rng');
    const area = banners(sp);
    await expect(area.locator('img')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    await expect(area.getByRole('button')).toHaveCount(0);
    await expect(area).not.toHaveAttribute('data-carousel-ready');
  });

  test('a game page with several banners runs them: right to left, keyboard, axe', async ({ page }) => {
    const sp = await openPaused(page, mirage, 'rng', banners);
    const area = banners(sp);
    const total = mirage.config.banners.w_rng!.length;
    expect(total).toBe(2);
    await expect(sp.html).toHaveAttribute('dir', 'rtl');
    expect(await running(area)).toBe(true);
    await control(sp, area, 'next').focus();
    await page.keyboard.press('Enter');
    await expectSlide(sp, area, 2, total);
    await settled(area);
    await expect(activeSlide(area).getByRole('img')).toBeInViewport();
    await expect(activeSlide(area).getByRole('link')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expectSlide(sp, area, 1, total);
    await settled(area);
    // The first banner is a link (linkageType URL), the second is not.
    await expect(activeSlide(area).getByRole('link')).toHaveAttribute('href', mirage.path('promotions'));
    await leave(page);
    expect(await running(area)).toBe(true);
    expect(await violations(page)).toEqual([]);
  });
});

/**
 * axe's WCAG 2.1 A/AA and best-practice findings on the lobby's moving parts (a11y.spec.ts checks
 * whole pages; here the parts are checked running, with their controls in place).
 */
async function violations(page: Page): Promise<string[]> {
  // axe needs timers: the clock runs on its own from here (the carousels with it).
  await page.clock.resume();
  const parts = await page
    .locator('[data-motion]')
    .evaluateAll((parts) => parts.map((p) => `[data-island="${p.getAttribute('data-island')}"]`));
  return (await axeViolations(page, { include: parts, tags: AXE_TAGS })).map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

test('axe finds nothing on the lobby with both carousels running', async ({ page }) => {
  const sp = await openPaused(page, luzon, '', banners, winners);
  expect(await running(banners(sp))).toBe(true);
  expect(await running(winners(sp))).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test.describe('winner board', () => {
  /** The gateway's board for a site in its default language, asked as the page does. */
  async function gatewayWinners(request: import('@playwright/test').APIRequestContext, s: Site) {
    const answer = await gatewayCall(
      request,
      s,
      'GET',
      `/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20&language=${s.defaultLang}`,
      undefined,
      { Language: s.defaultLang },
    );
    expect(answer.success).toBe(true);
    return answer.value.list as Array<{ gameName: string; customerName: string; winAmount: number }>;
  }

  /** What the board shows, slide by slide. */
  async function shown(area: Locator) {
    return area.locator('.winner-slide').evaluateAll((slides) =>
      slides.map((slide) =>
        [...slide.querySelectorAll('.winner')].map((entry) => ({
          game: entry.querySelector('.winner-game')?.textContent,
          name: entry.querySelector('.winner-name')?.textContent,
          amount: entry.querySelector('.winner-amount')?.textContent ?? '',
        })),
      ),
    );
  }

  async function expectBoardOf(area: Locator, s: Site, list: Array<{ gameName: string; customerName: string; winAmount: number }>) {
    expect(list).toHaveLength(20);
    const slides = await shown(area);
    expect(slides.map((slide) => slide.length)).toEqual([4, 4, 4, 4, 4]);
    const entries = slides.flat();
    expect(entries.map((e) => [e.game, e.name])).toEqual(list.map((w) => [w.gameName, w.customerName]));
    // The currency symbol and the currency's decimals: the digits are the amount in minor units.
    const { symbol, decimals } = s.config.currency;
    expect(entries.every((e) => e.amount.startsWith(`${symbol} `))).toBe(true);
    const amounts = entries.map((e) => units(e.amount));
    expect(amounts).toEqual(list.map((w) => Math.round(w.winAmount * 10 ** decimals)));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  }

  test("shows the gateway's 20 biggest wins, 4 a slide, highest first, and turns every 6 s", async ({ page, request }) => {
    const list = await gatewayWinners(request, luzon);
    const sp = await openPaused(page, luzon);
    const area = winners(sp);
    // What the build painted (the entries, or room for them) keeps its height: nothing below moves.
    const height = () => area.locator('.winner-carousel').evaluate((el) => el.getBoundingClientRect().height);
    const painted = await height();
    await area.scrollIntoViewIfNeeded();
    await expect(area).toHaveAttribute('data-carousel-ready', '');
    expect(Math.abs((await height()) - painted)).toBeLessThan(1);
    await expectBoardOf(area, luzon, list);
    await expect(area.locator('.winner-icon').first()).toHaveAttribute('width', '48');
    await expectSlide(sp, area, 1, 5);
    await page.clock.runFor(5999);
    await expectSlide(sp, area, 1, 5);
    await page.clock.runFor(1);
    await expectSlide(sp, area, 2, 5);
    await settled(area);
    await control(sp, area, 'pause').click();
    await leave(page);
    await page.clock.runFor(20_000);
    await expectSlide(sp, area, 2, 5);
  });

  test("follows the currency's decimals: saigon's dong has none", async ({ page, request }) => {
    const list = await gatewayWinners(request, saigon);
    const sp = await openPaused(page, saigon);
    await winners(sp).scrollIntoViewIfNeeded();
    await expect(winners(sp)).toHaveAttribute('data-carousel-ready', '');
    await expectBoardOf(winners(sp), saigon, list);
    // The Vietnamese page groups thousands with dots and shows no decimal comma.
    expect((await shown(winners(sp))).flat().every((e) => /^₫ \d{1,3}(\.\d{3})*$/.test(e.amount))).toBe(true);
  });

  test("the browser's refresh unwraps { vo } rows and sorts them again", async ({ page, request }) => {
    const list = await gatewayWinners(request, emerald);
    // Some gateways wrap each row and do not sort: the same rows, served that way.
    await page.route('**/wps/relay/GCSGAME_getRankList?*', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { value: { list: unknown[] } };
      body.value.list = body.value.list.map((vo) => ({ vo })).reverse();
      await route.fulfill({ response, json: body });
    });
    const sp = await openPaused(page, emerald, '', winners);
    await expectBoardOf(winners(sp), emerald, list);
  });
});

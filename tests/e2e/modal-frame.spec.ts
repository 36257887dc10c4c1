// Login and registration answer a press at once (src/client/modal-frame.ts): while React
// loads, the press opens the modal's frame (its title, close button and a loading line), which the
// React dialog replaces in place; closing the frame first cancels the open, and a load that fails
// closes it for the load notice. The islands' chunk is held back by a route so React surely comes late.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { expectNoAxeViolations, oneClickAccount, ownAddress, pageToken } from './support/login-helpers.ts';
import { holdRequests } from './support/hold.ts';
import { type Site, site } from './support/sites.ts';
import { translator } from '../../src/i18n/translate.ts';

const emerald = site('emerald');
const luzon = site('luzon');
/** The islands' entry (src/islands/main.tsx): React starts when it has run. */
const ISLANDS_CHUNK = /\/_astro\/main\.[\w-]+\.js$/;
const PHONE = { width: 390, height: 800 };
const WIDE = { width: 1366, height: 800 };

/** The visible opener of a modal on the page (the header's on wide screens, the bottom bar's on a phone). */
const opener = (page: Page, modal: string) => page.locator(`[data-open-modal="${modal}"]`).filter({ visible: true }).first();

/**
 * A dialog's own chrome as tags and classes: the frame writes Modal.tsx's panel markup a second time
 * (it cannot wait for React), so the two must not part, or the swap would move or restyle the panel.
 */
const chrome = (dialog: Locator) =>
  dialog.evaluate((element) =>
    [element, ...element.querySelectorAll('.modal-panel, .modal-panel > .modal-header, .modal-header > *')].map(
      (part) => `${part.tagName.toLowerCase()}.${[...part.classList].sort().join('.')}`,
    ),
  );

/** Opens `modal` on a site's lobby with React held back, and checks its frame: named by its title, loading, accessible. */
async function openFrame(page: Page, s: Site, modal: 'login' | 'register', lang = s.defaultLang) {
  const t = translator(lang);
  const release = await holdRequests(page, ISLANDS_CHUNK);
  await page.goto(s.url('', lang));
  await opener(page, modal).click();
  const frame = page.getByRole('dialog', { name: t(`island.${modal}.title`) });
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('status')).toHaveText(t('island.loading'));
  await expect(frame.getByRole('button', { name: t('island.close') })).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  return { frame, release, t };
}

test('a wide screen: Log in shows its frame at once, which turns into the login form in place, and the login works', async ({ page }) => {
  await page.setViewportSize(WIDE);
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  const { frame, release } = await openFrame(page, emerald, 'login');
  await expectNoAxeViolations(page);
  const framed = (await frame.locator('.modal-panel').boundingBox())!;
  const frameChrome = await chrome(frame);
  await page.screenshot({ path: test.info().outputPath('frame-1366.png') });
  release();
  const username = frame.locator('input[name="username"]');
  await expect(username).toBeFocused();
  expect(await chrome(frame)).toEqual(frameChrome);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(frame.getByRole('status')).toHaveCount(0);
  // In the same place: the panel keeps its side edges (its height is the form's).
  const real = (await frame.locator('.modal-panel').boundingBox())!;
  expect(real.x).toBeCloseTo(framed.x, 0);
  expect(real.width).toBeCloseTo(framed.width, 0);
  await page.screenshot({ path: test.info().outputPath('form-1366.png') });
  // Both as tall as the screen lets a dialog be (the form is taller): the panel's top does not move.
  expect(real.y).toBeCloseTo(framed.y, 0);
  await username.fill(account.username);
  await frame.locator('input[name="password"]').fill(account.password);
  await frame.locator('button[type="submit"]').click();
  await expect(frame).toBeHidden();
  await expect.poll(() => pageToken(page)).not.toBeNull();
});

test('a phone: registration from the bottom bar shows its frame, then the registration form with focus in it', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { frame, release } = await openFrame(page, luzon, 'register');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('frame-390-TY.png') });
  release();
  await expect(frame.locator('form')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(frame.getByRole('status')).toHaveCount(0);
  await expect(frame.locator(':focus')).toHaveCount(1);
  await page.screenshot({ path: test.info().outputPath('form-390-TY.png') });
  await expect(frame.getByRole('button', { name: translator('TY')('island.close') })).not.toBeFocused();
});

test('the frame in the second language, on a phone and a wide screen', async ({ page }) => {
  for (const size of [PHONE, WIDE]) {
    await page.setViewportSize(size);
    const { release } = await openFrame(page, luzon, 'login', 'EN');
    await page.screenshot({ path: test.info().outputPath(`frame-${size.width}-EN.png`) });
    release();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

// Escape on a wide screen, the close button on a phone: either closes the frame and cancels the open.
for (const [how, size] of [
  ['Escape', WIDE],
  ['the close button', PHONE],
] as const)
  test(`${how} on the frame closes it, gives focus back to the opener, and React arriving later opens nothing`, async ({ page }) => {
    await page.setViewportSize(size);
    const { frame, t, release } = await openFrame(page, emerald, 'login');
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await frame.getByRole('button', { name: t('island.close') }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener(page, 'login')).toBeFocused();
    const arrived = page.waitForResponse(ISLANDS_CHUNK);
    release();
    await arrived;
    // React is running once another opener opens its own dialog, and only that one.
    await opener(page, 'register').click();
    await expect(page.getByRole('dialog', { name: t('island.register.title') })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(page.getByRole('dialog', { name: t('island.login.title') })).toHaveCount(0);
  });

test('Escape on the frame as the form arrives, before the frame has handled its close: the form stays shut', async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { t, release } = await openFrame(page, emerald, 'login');
  // A closed dialog's close event comes a task later; the real dialog may mount in between. The
  // page is made to keep that order: the frame's close event is held until the real dialog has come.
  await page.evaluate(() => {
    addEventListener(
      'close',
      (event) => {
        const frame = event.target as HTMLElement;
        event.stopImmediatePropagation();
        new MutationObserver((_, observer) => {
          if (frame.isConnected) return;
          observer.disconnect();
          frame.dispatchEvent(new Event('close'));
        }).observe(document.body, { childList: true });
      },
      { capture: true, once: true },
    );
  });
  await page.keyboard.press('Escape');
  release();
  // The real dialog took the frame off the page (its own mount) and, the frame having been closed, stayed shut.
  await expect(page.locator('dialog[data-modal-frame]')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener(page, 'login')).toBeFocused();
  await opener(page, 'register').click();
  await expect(page.getByRole('dialog', { name: t('island.register.title') })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('an islands chunk that keeps failing closes the frame for the load notice, whose retry opens the login form', async ({
  page,
  pageProblems,
}) => {
  await page.setViewportSize(WIDE);
  const t = translator(emerald.defaultLang);
  let blocked = true;
  let release: () => void = () => undefined;
  const framed = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ISLANDS_CHUNK, async (route) => {
    await framed;
    await (blocked ? route.abort('connectionreset') : route.continue());
  });
  await page.goto(emerald.url(''));
  await opener(page, 'login').click();
  await expect(page.getByRole('dialog', { name: t('island.login.title') }).getByRole('status')).toBeVisible();
  release();
  const notice = page.getByRole('alert').filter({ hasText: t('island.load.failed') });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  blocked = false;
  await notice.getByRole('button', { name: t('games.retry') }).click();
  const dialog = page.getByRole('dialog', { name: t('island.login.title') });
  await expect(dialog.locator('input[name="username"]')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  // The requests this test failed on purpose are not the page's errors.
  pageProblems.splice(0, pageProblems.length, ...pageProblems.filter((problem) => !/ERR_CONNECTION_RESET|main\./.test(problem)));
});

// Customer service, the help centre, the legal licence, the chat room and the app-download page,
// for a visitor, a member and a trial account (luzon: two customer-service entries, Messenger and
// WhatsApp resources, support hours and a chat room). Every dialog: focus moves in and stays
// there, Escape closes it, focus goes back to what opened it, and axe finds nothing.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, expectNoAxeViolations, freshMember, ownAddress, trialToken } from './support/login-helpers.ts';
import { site } from './support/sites.ts';
import { AXE_TAGS, expectAxeClean } from './support/axe.ts';

const luzon = site('luzon');
const saigon = site('saigon');

/** A fresh member of the test's own: its account name and token. */
function member(page: Page): Promise<{ username: string; token: string }> {
  return freshMember(page, luzon);
}

/** A trial (free-play) session, as the login dialog makes it on an rsa-des merchant, with the page at an address of its own. */
async function trial(page: Page): Promise<string> {
  await ownAddress(page);
  return trialToken(page, luzon);
}

/** The dialog keeps focus: Tab and Shift+Tab from its last and first controls stay inside; Escape closes it and focus returns. */
async function expectKeyboardDialog(page: Page, dialog: Locator, opener: Locator, exclude?: string): Promise<void> {
  if (exclude) {
    // The chat room's own page is the chat provider's: axe checks the dialog around it.
    await expectAxeClean(page, { include: 'dialog', exclude, tags: AXE_TAGS });
  } else await expectNoAxeViolations(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('a visitor opens customer service from the side bar: decrypted entries, the other channels and the hours', async ({ page }) => {
  const status = page.waitForResponse((r) => r.url().includes('/wps/system/status') && r.request().resourceType() !== 'document');
  await page.goto(luzon.url('', 'EN'));
  await status;
  const opener = page.locator('.side-menu').getByRole('link', { name: 'Contact customer service' });
  await expect(page.locator('.side-menu')).toContainText('Support hours: Monday to Friday 12:00 to 21:00');
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await expect(dialog).toContainText('Support hours: Monday to Friday 12:00 to 21:00');
  // The status call's entries, decrypted in the browser (the answer carries no plain address).
  const entries = dialog.getByRole('list', { name: 'Customer service' });
  await expect(entries.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.luzonplay.example');
  await expect(entries.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/luzonplay_cs');
  await expect(entries).toContainText('t.me/luzonplay_cs');
  // Resources not already listed: Messenger and WhatsApp (live chat and Telegram are above).
  const also = dialog.getByRole('list', { name: 'Also on' });
  await expect(also.getByRole('link')).toHaveText(['Messenger', 'WhatsApp']);
  await expect(also.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/639170000000');
  // No chat room for visitors.
  await expect(dialog.getByRole('button', { name: 'Open the chat room' })).toHaveCount(0);
  await expectKeyboardDialog(page, dialog, opener);
});

test('on a phone the bottom bar opens customer service; the corner buttons cover WhatsApp on wide screens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(luzon.url('', 'EN'));
  const service = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Service' });
  await service.click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByRole('link', { name: 'Live chat' })).toBeVisible();
  await expectKeyboardDialog(page, dialog, service);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.locator('.service-toggle').click();
  await expect(page.locator('.service-buttons a')).toHaveText(['Live chat', 'Messenger', 'Telegram', 'WhatsApp']);
});

test("the help centre opens from the footer and from #term, at the asked article, in the page's language", async ({ page }) => {
  await page.goto(luzon.url('', 'EN'));
  const footerLink = page.locator('.site-footer').getByRole('link', { name: 'Privacy policy' });
  await footerLink.click();
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Privacy policy');
  await expect(dialog.getByRole('button', { name: 'Privacy policy' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Terms and conditions' }).click();
  await expect(dialog.getByRole('heading', { level: 3 })).toHaveText('Terms and conditions');
  await expect(dialog.locator('strong').first()).toHaveText('21 years or older');
  await expectKeyboardDialog(page, dialog, footerLink);
  // The #term anchor (every article's: the next test), in the page's language: Filipino.
  await page.goto(`${luzon.url('', 'TY')}#term`);
  await expect(page.getByRole('dialog', { name: 'Help center' }).getByRole('heading', { level: 3 })).toHaveText(
    'Mga tuntunin at kondisyon',
  );
});

test('/help#<article> opens every help article, on /help and on any page, on arrival and when the fragment changes', async ({ page }) => {
  const articles = luzon.config.content.helpCenter['EN'] ?? [];
  expect(articles.length).toBeGreaterThan(1);
  const dialog = page.getByRole('dialog', { name: 'Help centre' });
  const shown = dialog.getByRole('heading', { level: 3 });
  for (const [i, { id, title }] of articles.entries()) {
    // On arrival: the help page and, in turn, the lobby and the promotions page.
    await page.goto(`${luzon.url(['help', '', 'promotions'][i % 3]!, 'EN')}#${id}`);
    await expect(shown).toHaveText(title);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    expect(new URL(page.url()).hash).toBe('');
    // When the fragment changes, with the dialog closed and while it shows another article.
    const next = articles[(i + 1) % articles.length]!;
    await page.evaluate((fragment) => (location.hash = fragment), next.id);
    await expect(shown).toHaveText(next.title);
    await page.evaluate((fragment) => (location.hash = fragment), id);
    await expect(shown).toHaveText(title);
  }
  // A fragment that names no article (the help page's own headings) opens nothing, on arrival.
  await page.goto(luzon.url('', 'EN'));
  await page.goto(`${luzon.url('help', 'EN')}#help-toc`);
  await expect(page.getByRole('heading', { name: 'Contents' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(dialog).toHaveCount(0);
});

test('the legal licence dialog shows the licence, its record and the responsible-gambling links', async ({ page }) => {
  await page.goto(luzon.url('', 'EN'));
  const opener = page.locator('.side-menu').getByRole('link', { name: 'View licence' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Legal licence' });
  await expect(dialog).toContainText('A licensed online gaming operator in the Philippines.');
  await expect(dialog.getByRole('link', { name: "See the licence's public record" })).toHaveAttribute('href', 'https://www.pagcor.ph');
  await expect(dialog).toContainText('Only players aged 21 or over may play.');
  await expect(dialog.getByRole('list', { name: 'Responsible gambling' }).getByRole('link').first()).toHaveAttribute(
    'href',
    '/en/help#responsible',
  );
  await expectKeyboardDialog(page, dialog, opener);
});

test("a member opens the chat room from the avatar menu's customer service: framed, with their account and language", async ({ page }) => {
  const { username, token } = await member(page);
  // The room's host does not exist here: its frame gets an empty answer (the test checks what it was asked to load).
  const asked: string[] = [];
  await page.route('https://chat.luzonplay.example/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ status: 204 });
  });
  await page.goto(`${luzon.url('', 'EN')}?token=${token}`);
  const avatar = page.locator('.avatar-button');
  await avatar.click();
  await page.locator('#avatar-menu-list').getByRole('link', { name: 'Customer service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByRole('link', { name: 'Live chat' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Open the chat room' }).click();
  const chat = page.getByRole('dialog', { name: 'Chat room' });
  const expected = `https://chat.luzonplay.example/room?member=${username}&lang=EN`;
  await expect(chat.locator('iframe')).toHaveAttribute('src', expected);
  await expect(chat.getByRole('link', { name: 'Open the chat room in a new tab' })).toHaveAttribute('href', expected);
  await expect.poll(() => asked).toEqual([expected]);
  await expectKeyboardDialog(page, chat, avatar, 'iframe.chat-frame');
});

test('a trial account sees customer service but meets the real-account dialog at the chat room', async ({ page }) => {
  const token = await trial(page);
  await page.goto(`${luzon.url('', 'EN')}?token=${token}`);
  await page.locator('.avatar-button').click();
  await page.locator('#avatar-menu-list').getByRole('link', { name: 'Customer service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/luzonplay_cs');
  await dialog.getByRole('button', { name: 'Open the chat room' }).click();
  const refused = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(refused).toBeVisible();
  await expectNoAxeViolations(page);
  await refused.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('.avatar-button')).toBeFocused();
});

/** The download page's app links (the buttons). */
const appLinks = (page: Page) => page.locator('.download-card a.btn');

test('a visitor gets the plain app links with install guides, and the mirror links from the gateway', async ({ page }) => {
  await page.goto(luzon.url('', 'EN'));
  const routes = page.waitForResponse((r) => r.url().includes('/wps/system/domainRoute'));
  await page.locator('.side-menu').getByRole('link', { name: 'Install guides and mirror links' }).click();
  await expect(page).toHaveURL(luzon.url('download', 'EN'));
  await routes;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('App download');
  await expect(page.locator('.download-card h2')).toHaveText(['iOS', 'Android', 'Lite app']);
  await expect(appLinks(page)).toHaveText(['Download for iOS', 'Download for Android', 'Open the lite app']);
  expect(await appLinks(page).evaluateAll((links) => links.map((l) => (l as HTMLAnchorElement).href))).toEqual([
    'https://apps.luzonplay.example/ios',
    'https://apps.luzonplay.example/android',
    'https://lite.luzonplay.example/',
  ]);
  await expect(page.locator('.download-card').first().locator('.download-steps li')).toHaveCount(4);
  await expect(page.locator('.download-card').nth(1)).toContainText('allow your browser to install unknown apps');
  await expect(page.locator('[data-mirrors] a')).toHaveText(['luzonplay.example', 'www.luzonplay.example']);
  await expect(page.locator('.download-qr svg')).toHaveCount(3);
  await expectAxeClean(page, { tags: AXE_TAGS });
  // The guide is in the page's language.
  await page.goto(luzon.url('download', 'TY'));
  await expect(page.locator('.download-card h3').first()).toHaveText('Paano i-install');
});

for (const who of ['member', 'trial'] as const) {
  test(`a ${who}'s app links and QR codes carry the language and the session token`, async ({ page }) => {
    const token = who === 'member' ? (await member(page)).token : await trial(page);
    await page.goto(luzon.url('download', 'EN'));
    const plainQr = await page.locator('.download-qr').first().innerHTML();
    await page.goto(`${luzon.url('download', 'EN')}?token=${token}`);
    await expect(appLinks(page).first()).toHaveAttribute('href', `https://apps.luzonplay.example/ios?lang=EN&token=${token}`);
    await expect(appLinks(page).nth(2)).toHaveAttribute('href', `https://lite.luzonplay.example/?lang=EN&token=${token}`);
    await expect(page.locator('.download-qr').first()).toHaveAttribute('href', `https://apps.luzonplay.example/ios?lang=EN&token=${token}`);
    await expect.poll(() => page.locator('.download-qr').first().innerHTML()).not.toBe(plainQr);
    await expect(page.locator('.download-qr svg').first()).toHaveAttribute('width', '107');
    await expectAxeClean(page, { tags: AXE_TAGS });
  });
}

test("the agent centre's header opens customer service and its menu shows the support hours", async ({ page }) => {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome', 'EN')}?token=${token}`);
  const header = page.locator('.agent-header');
  // The hours sit under the menu, not in the one-row header.
  await expect(page.locator('.agent-menu')).toContainText('Support hours: Monday to Friday 12:00 to 21:00');
  const opener = header.getByRole('link', { name: 'Customer service' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.luzonplay.example');
  await expect(dialog.getByRole('button', { name: 'Open the chat room' })).toBeVisible();
  await expectKeyboardDialog(page, dialog, opener);
});

test("a merchant's own labels and tel: entries come through; no chat room without one; a failed load offers to try again", async ({
  page,
}) => {
  await page.goto(saigon.url('', 'EN'));
  // The gateway refuses the status call (the browser would log an HTTP or network error as a console error).
  await page.route('**/wps/system/status*', (route) =>
    route.fulfill({ json: { success: false, value: null, errorCode: 'server.error', message: 'the gateway could not complete the call' } }),
  );
  const opener = page.locator('.side-menu').getByRole('link', { name: 'Contact customer service' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Customer service' });
  await expect(dialog.getByRole('alert')).toHaveText(/The customer-service channels could not be loaded\./);
  await expectNoAxeViolations(page);
  await page.unroute('**/wps/system/status*');
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('link', { name: 'Hotline' })).toHaveAttribute('href', 'tel:+842800000000');
  await expect(dialog.getByRole('link', { name: 'Live chat' })).toHaveAttribute('href', 'https://chat.saigonstar.example');
  await expect(dialog.getByRole('list', { name: 'Also on' }).getByRole('link')).toHaveText(['Telegram']);
  // saigon has no support hours and no chat room.
  await expect(dialog).not.toContainText('Support hours');
  await expect(dialog.getByRole('button', { name: 'Open the chat room' })).toHaveCount(0);
});

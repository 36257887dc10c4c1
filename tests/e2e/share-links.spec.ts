// The links a player hands on (an agent's invitation here; the member's referral link in
// referral.spec.ts) point at the merchant's main domain from the permission call (info.mainDomain),
// and at the page's own origin when the call names none or names something that is not a host.
// The app download links do not follow it: they are the tenant config's absolute links (decision 0020).
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { apiLogin, ownAddress } from './support/login-helpers.ts';
import { site } from './support/sites.ts';

const luzon = site('luzon');

/** Answers the status call as the gateway does, with info.mainDomain replaced (undefined: left out). */
async function mainDomainIs(page: Page, mainDomain: string | undefined): Promise<void> {
  await page.route('**/wps/system/status?*', async (route) => {
    const answer = await (await route.fetch()).json();
    answer.value.info.mainDomain = mainDomain;
    await route.fulfill({ json: answer });
  });
}

async function invitationLink(page: Page) {
  const ip = await ownAddress(page);
  const token = (await apiLogin(page.request, luzon, ip, 'agent01', 'Demo1234')).value.token as string;
  await page.goto(`${luzon.url('agentHome/registerCenter', 'EN')}?token=${token}`);
  return page.getByTestId('invite-link');
}

test('the invitation link is on the main domain the permission call names', async ({ page }) => {
  await mainDomainIs(page, 'play.luzon-main.example');
  await expect(await invitationLink(page)).toHaveText('https://play.luzon-main.example/en/register?affiliateCode=AGENT01');
});

for (const [what, mainDomain] of [
  ['names none', undefined],
  ['names no host', 'evil.example/phish?x='],
] as const) {
  test(`the invitation link is on the page's own origin when the permission call ${what}`, async ({ page }) => {
    await mainDomainIs(page, mainDomain);
    await expect(await invitationLink(page)).toHaveText(`${luzon.origin}/en/register?affiliateCode=AGENT01`);
  });
}

test("the app download links stay the config's absolute links whatever the main domain; a member's carry the language and token", async ({
  page,
}) => {
  await mainDomainIs(page, 'play.luzon-main.example');
  const apps = luzon.config.support.apps;
  // The main domain is in force for this session: the links a player hands on are on it.
  await expect(await invitationLink(page)).toHaveText('https://play.luzon-main.example/en/register?affiliateCode=AGENT01');
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  await page.goto(luzon.url('download', 'EN'));
  // The session's links: the config's host and path, the page's language and the session token.
  const session = (href: string) => `${new URL(href).href}?lang=EN&token=${token}`;
  // The build's plain links are signed by the page's script once it has read the session: wait for it.
  await expect(page.locator('.download-card a.btn')).toHaveCount(3);
  await expect
    .poll(() => page.locator('.download-card a.btn').evaluateAll((links) => links.map((l) => l.getAttribute('href'))))
    .toEqual([apps.ios!, apps.android!, apps.lite!].map(session));
  // The side menu's QR codes are the plain config links, on every page; the guide is a site path, on this mirror.
  const side = page.locator('.side-menu');
  expect(await side.locator('a.qr').evaluateAll((links) => links.map((l) => l.getAttribute('href')))).toEqual([apps.ios, apps.android]);
  await expect(side.getByRole('link', { name: 'Install guides and mirror links' })).toHaveAttribute('href', luzon.path('download', 'EN'));
  expect(await page.locator('a[href*="luzon-main"]').count()).toBe(0);
});

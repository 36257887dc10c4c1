// The game list centre on emerald's /rng, as its browser tests (game-list.spec.ts, game-list-members.spec.ts)
// reach it: the island's parts by role and name, the gateway's own answers asked directly, and the
// accounts and sessions a test makes for itself.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { apiLogin, gatewayCall, oneClickAccount, ownAddress } from './login-helpers.ts';
import { holdRequests } from './hold.ts';
import { site } from './sites.ts';

export const emerald = site('emerald');
export type Game = {
  nodeId: number;
  displayName: string;
  vassalage: string;
  gameType: string;
  gameCode: string;
  supportPlay: 0 | 1;
  isHot: 0 | 1;
};

export const centre = (page: Page) => page.locator('[data-island="game-list"]');
export const cards = (page: Page) => centre(page).locator('.game-grid .game-card:not(.game-card-skeleton)');
export const cardNames = (page: Page) => cards(page).locator('.game-card-name');
export const tab = (page: Page, name: string) => centre(page).getByRole('tab', { name, exact: true });
export const vendorLink = (page: Page, name: string) =>
  centre(page).getByRole('navigation', { name: 'Providers' }).getByRole('link', { name, exact: true });
export const pager = (page: Page) => centre(page).getByRole('navigation', { name: 'Pages' });
export const searchBox = (page: Page) => centre(page).getByRole('searchbox', { name: 'Search games by name' });
export const emptyState = (page: Page) => centre(page).locator('.games-empty');
export const heartOf = (page: Page, name: string) =>
  centre(page).getByRole('button', { name: new RegExp(`^(Add|Remove) ${name} (to|from) favourites$`) });

/** A page of the gateway's game list, asked directly (the test's own view of the truth). */
export async function gamesPage(
  request: APIRequestContext,
  query: Record<string, string | number>,
): Promise<{ games: Game[]; totalPages: number; totalCount: number }> {
  const params = new URLSearchParams(
    Object.entries({
      clientType: 3,
      platform: 'flash,html5-desktop',
      gameType: 'RNG',
      pageNo: 1,
      pageSize: 18,
      language: 'EN',
      ...query,
    }).map(([k, v]) => [k, String(v)]),
  );
  const answer = await gatewayCall(request, emerald, 'GET', `/wps/relay/GCSGAME_gameList?${params}`, undefined);
  expect(answer.success).toBe(true);
  return answer.value;
}

/** The game a press opens in a new window (the gateway's demo game page): its launch parameters, the window closed. */
export async function gameOpened(page: Page, press: () => unknown): Promise<URLSearchParams> {
  const opened = page.waitForEvent('popup');
  await press();
  const popup = await opened;
  await popup.waitForURL(/\/wps\/demo\/game\?/);
  const launched = new URL(popup.url()).searchParams;
  await popup.close();
  return launched;
}

/** A fresh member's page (its path on emerald) with a script held back until `release`, once the header shows their balance. */
export async function memberPageHolding(page: Page, path: string, script: RegExp): Promise<{ token: string; release: () => void }> {
  const { token } = await member(page);
  const release = await holdRequests(page, script);
  await page.goto(`${emerald.url(path)}?token=${token}`);
  await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
  return { token, release };
}

/** Presses play on the nth of the build's game cards (whose play opens login for a visitor): the game's node id. */
export async function pressBuildCard(page: Page, nth: number): Promise<string | null> {
  const card = centre(page).locator('.game-card:has(.game-card-play[data-open-modal="login"])').nth(nth);
  const nodeId = await card.getAttribute('data-node-id');
  await card.locator('.game-card-play').click();
  return nodeId;
}

/** The favourite ids the gateway holds for a session. */
export async function favouriteIds(request: APIRequestContext, token: string): Promise<number[]> {
  return (await gatewayCall(request, emerald, 'GET', '/wps/relay/MCSFE_getFavoriteGames', undefined, { Authorization: token })).value.list;
}

/** A fresh member of the test's own: its credentials and a session token. */
export async function member(page: Page): Promise<{ username: string; password: string; token: string }> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, emerald, ip);
  const login = await apiLogin(page.request, emerald, ip, account.username, account.password);
  return { ...account, token: login.value.token as string };
}

/** Opens /rng (with a session when given a token) and waits for the island's first page. */
export async function openRng(page: Page, query = '', token?: string): Promise<void> {
  const params = new URLSearchParams(query);
  if (token) params.set('token', token);
  await page.goto(`${emerald.url('rng')}${params.size ? `?${params}` : ''}`);
  // A visitor's list is the build's until they use it (boot.ts): the static All tab starts the island.
  if (!token && !params.has('vassalage')) await startIsland(page);
  await expect(tab(page, 'All')).toBeVisible();
  await expect(cards(page).first()).toBeVisible();
  if (token) await expect(page.locator('[data-island="header-account"]').getByTestId('balance')).toBeVisible();
}

/** Starts a visitor's island the way a visitor does: a click on the static list's All tab. */
export async function startIsland(page: Page): Promise<void> {
  // A click before boot.ts's small start module has arrived counts too: the page's inline script
  // records it (src/components/pages/game-list-script.ts).
  await centre(page).locator('.filter-tab', { hasText: /^All$/ }).first().click();
  await expect(tab(page, 'All')).toBeVisible({ timeout: 15_000 });
}

/** A trial session from the gateway's free-play login, as the login modal makes one. */
export async function trialToken(page: Page): Promise<string> {
  const ip = await ownAddress(page);
  const response = await page.request.post(`${emerald.origin}/wps/session/login/freeplay`, {
    headers: { Merchant: emerald.code, 'X-Gateway-Version': '3', 'X-Forwarded-For': ip },
    data: { os: 'web', platform: 'W' },
  });
  const body = (await response.json()) as { value: { token: string } };
  return body.value.token;
}

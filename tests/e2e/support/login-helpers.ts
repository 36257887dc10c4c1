// Shared steps of the login and password specs: an address of the test's own, axe on an open
// dialog, and the gateway reached directly (as a second client) to check what the UI did.
import { AXE_TAGS, expectAxeClean } from './axe.ts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { encryptHeader, encryptPayload, randomKey } from '../../../core/payload-crypto.ts';
import { DEMO } from '../../gateway/harness.ts';
import { expect, test } from './fixtures.ts';
import { credit, gatewayCli, knownAddress } from './gateway-db.ts';
import type { Site } from './sites.ts';
import { translator } from '../../../src/i18n/translate.ts';

let nextIp = 0;

/** Gives the page an address of its own, as the gateway sees it; returns it. */
export async function ownAddress(page: Page, prefix = '198.18'): Promise<string> {
  const ip = `${prefix}.${(test.info().workerIndex % 250) + 1}.${++nextIp}`;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  return ip;
}

let nextMobiles = 0;

/**
 * `count` mobile numbers (ten digits, 9 first) no earlier run or test has used: the gateway allows
 * one SMS per number per 60 s, so a retry or a second run that reused a number would be refused.
 */
export function freshMobiles(count: number): string[] {
  const stem = `9${String(Date.now()).slice(-6)}${++nextMobiles % 10}`;
  return Array.from({ length: count }, (_, i) => `${stem}${String(i).padStart(2, '0')}`);
}

/** No axe violations inside the open dialog (or another part of the page). */
export async function expectNoAxeViolations(page: Page, include = 'dialog'): Promise<void> {
  await expectAxeClean(page, { include, tags: AXE_TAGS });
}

type Envelope = { success: boolean; value: any; errorCode?: string };

/** One gateway call through the site's origin, encrypted the way the merchant's gateway wants. */
export async function gatewayCall(
  request: APIRequestContext,
  s: Site,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  encrypt = false,
): Promise<Envelope> {
  const all: Record<string, string> = { Merchant: s.code, ...headers };
  let data = body;
  if (encrypt && s.config.gateway.encryption === 'rsa-des') {
    const key = (await (await request.get(`${s.origin}/wps/session/key/rsa`, { headers: all })).json()) as Envelope;
    const { body: encrypted, header } = encryptPayload(key.value as string, body);
    data = encrypted;
    all['Encryption'] = header;
  }
  const response = await request.fetch(`${s.origin}${path}`, { method, headers: all, ...(method === 'GET' ? {} : { data }) });
  return (await response.json()) as Envelope;
}

/** Logs in directly; the answer's envelope. */
export function apiLogin(request: APIRequestContext, s: Site, ip: string, username: string, password: string): Promise<Envelope> {
  return gatewayCall(request, s, 'POST', '/wps/session/login', { username, password, type: 'username' }, { 'X-Forwarded-For': ip }, true);
}

/** A fresh account made by one-click registration (in an agent's team with `affiliateCode`): its generated credentials. */
export async function oneClickAccount(
  request: APIRequestContext,
  s: Site,
  ip: string,
  affiliateCode?: string,
): Promise<{ username: string; password: string }> {
  const body = { ageConfirmed: true, ...(affiliateCode ? { affiliateCode } : {}) };
  const answer = await gatewayCall(request, s, 'PUT', '/wps/member/register/oneClick', body, { 'X-Forwarded-For': ip });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return { username: answer.value.username, password: answer.value.password };
}

/**
 * A fresh one-click account of the test's own on a site, from an address of the page's own, with
 * `opening` (minor units) credited to its main wallet first, logged in: its credentials, address and token.
 */
export async function freshMember(
  page: Page,
  s: Site,
  opening = 0,
): Promise<{ username: string; password: string; ip: string; token: string }> {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, s, ip);
  if (opening) credit(s.code, account.username, opening);
  const login = await apiLogin(page.request, s, ip, account.username, account.password);
  return { ...account, ip, token: login.value.token as string };
}

/** The member info of a token (the envelope: a revoked token is refused). */
export function memberInfo(request: APIRequestContext, s: Site, token: string): Promise<Envelope> {
  return gatewayCall(request, s, 'GET', '/wps/member/info', undefined, { Authorization: token });
}

/**
 * Forgets the tab's session, as a new visit starts without one. Done from the site's offline page (same
 * origin, no script): cleared under a live page, its islands' calls in flight went out without the
 * token and the gateway's 401s were logged as console errors.
 */
export async function forgetTabSession(page: Page, s: Site): Promise<void> {
  await page.goto(`${s.origin}/offline.html`);
  await page.evaluate(() => sessionStorage.clear());
}

/** The session token the page holds (sessionStorage), or null. */
export function pageToken(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('token'));
}

/**
 * A session of the test's own on a merchant: a fresh one-click account where the merchant offers
 * one-click sign-up; elsewhere (saigon) demo01 from 127.0.0.1, an address its IP verification
 * knows, so no SMS is sent and no other spec's wait between codes is touched.
 */
export async function ownMemberToken(page: Page, site: Site, otherTabs: Page[] = []): Promise<string> {
  const ip = site.config.signIn.oneClick ? await ownAddress(page) : '127.0.0.1';
  // The test's other tabs use the session from the same address.
  for (const tab of otherTabs) await tab.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
  const { username, password } = site.config.signIn.oneClick
    ? await oneClickAccount(page.request, site, ip)
    : { username: 'demo01', password: DEMO[site.code as keyof typeof DEMO] };
  const login = await apiLogin(page.request, site, ip, username, password);
  expect(login.success, JSON.stringify(login)).toBe(true);
  return login.value.token as string;
}

/**
 * demo01's token on a demo merchant, from an address of the page's own. The address is made one
 * demo01 has signed in from (knownAddress): where the merchant has IP verification, no SMS code is
 * sent. Parallel tests sent codes to demo01's one number, which the gateway sends at most once a
 * minute, and one of them found none; the verification has its own tests.
 */
export async function demoMemberToken(page: Page, site: Site): Promise<string> {
  const ip = await ownAddress(page);
  knownAddress(site.code, 'demo01', ip);
  const login = await apiLogin(page.request, site, ip, 'demo01', DEMO[site.code as keyof typeof DEMO]);
  expect(login.success, JSON.stringify(login)).toBe(true);
  return login.value.token as string;
}

/**
 * A trial session made by the free-play call through the site's origin, as the login modal makes
 * it: with the sealed random key an rsa-des merchant wants (its body carries nothing secret).
 */
export async function trialToken(page: Page, s: Site): Promise<string> {
  const headers: Record<string, string> = {
    Merchant: s.config.merchantCode,
    'X-Gateway-Version': '3',
    'X-Forwarded-For': `198.18.${test.info().workerIndex % 250}.${++nextIp}`,
  };
  if (s.config.gateway.encryption === 'rsa-des') {
    const key = (await (await page.request.get(`${s.origin}/wps/session/key/rsa`, { headers })).json()) as Envelope;
    headers['Encryption'] = encryptHeader(key.value as string, randomKey());
  }
  const response = await page.request.post(`${s.origin}/wps/session/login/freeplay`, { headers, data: { os: 'web', platform: 'W' } });
  const body = (await response.json()) as { success: boolean; value: { token: string; customerType: number } };
  expect(body.success).toBe(true);
  expect(body.value.customerType).toBe(4);
  return body.value.token;
}

/**
 * A fresh one-click account with `opening` (minor units) in its wallet and `bets` bets played by
 * the operator's CLI, logged in: its credentials, address, token and the headers to call the
 * gateway as it.
 */
export async function playingMember(page: Page, s: Site, opening: number, bets: number) {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, s, ip);
  credit(s.code, account.username, opening);
  expect(gatewayCli('play', account.username, '--merchant', s.code, '--bets', String(bets), '--seed', '1').status).toBe(0);
  const token = (await apiLogin(page.request, s, ip, account.username, account.password)).value.token as string;
  return { ...account, ip, token, auth: { Authorization: token, 'X-Forwarded-For': ip } };
}

/** Opens an account directly below an agent (by the agent's token), as the agent centre does: a sub-agent when `agent`. Its name. */
export async function openDownline(
  request: APIRequestContext,
  s: Site,
  ip: string,
  token: string,
  account: { username: string; password: string; agent: boolean },
): Promise<string> {
  const { username, password, agent } = account;
  const body = { username, password, confirmPassword: password, agent };
  const made = await gatewayCall(request, s, 'POST', '/wps/agent/downline', body, { Authorization: token, 'X-Forwarded-For': ip }, true);
  expect(made.success, JSON.stringify(made)).toBe(true);
  return username;
}

/** A sub-agent of agent01 of the test's own (no team, no money yet), logged in: its credentials, address and token. */
export async function freshAgent(page: Page, s: Site) {
  const ip = await ownAddress(page);
  const agent01 = (await apiLogin(page.request, s, ip, 'agent01', DEMO[s.code as keyof typeof DEMO])).value.token as string;
  const account = { username: `fa${Date.now().toString(36).slice(-7)}${test.info().workerIndex}`, password: 'Agent1234', agent: true };
  await openDownline(page.request, s, ip, agent01, account);
  const login = await apiLogin(page.request, s, ip, account.username, account.password);
  expect(login.success, JSON.stringify(login)).toBe(true);
  return { username: account.username, password: account.password, ip, token: login.value.token as string };
}

/** Sets a member's six-digit payment password with their login password, as the security centre does (`auth`: playingMember's headers). */
export async function setPaymentPassword(
  request: APIRequestContext,
  s: Site,
  auth: Record<string, string>,
  password: string,
  paymentPassword: string,
): Promise<void> {
  const body = { password, paymentPassword, confirmPaymentPassword: paymentPassword };
  const set = await gatewayCall(request, s, 'PUT', '/wps/member/paymentPassword', body, auth, true);
  expect(set.success, JSON.stringify(set)).toBe(true);
}

/** Opens a dialog (login or register) from the visitor header's link on a site's home page, with an optional query. */
export async function openHeaderDialog(page: Page, s: Site, which: 'login' | 'register', query = '') {
  const t = translator(s.defaultLang);
  await page.goto(s.url('') + query);
  await page
    .locator('[data-island="header-account"]')
    .getByRole('link', { name: t(`header.${which}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: t(`island.${which}.title`) });
  await expect(dialog).toBeVisible();
  return { dialog, t };
}

/** Opens the login dialog from the visitor header's Log in link on a site's home page. */
export const openLoginDialog = (page: Page, s: Site) => openHeaderDialog(page, s, 'login');

/** The SMS button while it counts down to a resend, its seconds matched by a regular-expression source. */
export function resendCountdown(dialog: Locator, t: ReturnType<typeof translator>, seconds: string): Locator {
  const escaped = t('island.sms.resendIn', { seconds: 999 }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return dialog.getByRole('button', { name: new RegExp(escaped.replace('999', seconds)) });
}

// The deploy recipe (docs/deploy.md) against a real nginx: the server blocks `site nginx` writes,
// serving the end-to-end build and proxying the run's reference gateway, answer as the sites are
// built to be served: the _headers' security headers, cache rules, the 404 page, language paths,
// each merchant on its own domains, and a logged-in member's calls through the same origin.
import { readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { E2E_DIST } from '../../scripts/lib/e2e-sites.ts';
import { expect, test } from './support/fixtures.ts';
import { gatewayCall, oneClickAccount, ownAddress } from './support/login-helpers.ts';
import { findNginx, startNginx, type RunningNginx } from './support/nginx.ts';
import { site, type Site } from './support/sites.ts';

// luzon offers one-click registration (the login test's account) and a second language.
const luzon = site('luzon');
const saigon = site('saigon');
const nginxBinary = findNginx();

// One nginx for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

let nginx: RunningNginx;
/** luzon as served by nginx (its default server): the same site at nginx's origin. */
let served: Site;

test.beforeAll(async () => {
  if (!nginxBinary) {
    if (process.env['CI']) throw new Error("nginx is not installed: .ci/run installs Debian's nginx for this test");
    return;
  }
  nginx = await startNginx(nginxBinary, [luzon, saigon]);
  served = { ...luzon, origin: nginx.origin, url: (path, lang) => nginx.origin + luzon.path(path, lang) };
});

test.afterAll(async () => nginx?.stop());

test.beforeEach(() => {
  test.skip(!nginxBinary, 'nginx is not installed (apt-get install nginx; CI installs it): the nginx deploy is not tested here');
});

/** The security headers the site's _headers file lists for every path. */
async function headersFile(s: Site): Promise<Record<string, string>> {
  const text = await readFile(join(E2E_DIST, s.code, '_headers'), 'utf8');
  return Object.fromEntries([...text.matchAll(/^\s+([A-Za-z-]+):\s*(.+)$/gm)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
}

/** A GET to nginx with the Host a browser at one of the merchant's domains sends (fetch may not set Host). */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port: nginx.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('pages carry the _headers security headers and are revalidated; bundles are immutable', async ({ request }) => {
  const security = await headersFile(luzon);
  expect(Object.keys(security)).toContain('content-security-policy');
  const home = await request.get(served.url('/'));
  expect(home.status()).toBe(200);
  expect(home.headers()).toMatchObject({ ...security, 'cache-control': 'no-cache', 'content-type': 'text/html; charset=utf-8' });
  // The page's own policy (script and style sources) is in its meta tag; the header adds frame-ancestors.
  expect(await home.text()).toContain('http-equiv="content-security-policy"');

  const bundle = /\/_astro\/[\w.-]+\.js/.exec(await home.text())?.[0];
  expect(bundle, 'the home page loads a bundle').toBeTruthy();
  const script = await request.get(nginx.origin + bundle);
  expect(script.status()).toBe(200);
  expect(script.headers()).toMatchObject({ ...security, 'cache-control': 'public, max-age=31536000, immutable' });
  expect(script.headers()['content-type']).toMatch(/javascript/);
});

test("an unknown path gets the site's 404 page, with status 404 and the same headers; _headers is not served", async ({ request }) => {
  const notFound = await readFile(join(E2E_DIST, luzon.code, '404.html'), 'utf8');
  for (const path of ['/no-such-page', '/_astro/no-such-bundle.js', '/_headers']) {
    const answer = await request.get(nginx.origin + path);
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toBe(notFound);
    expect(answer.headers(), path).toMatchObject({ ...(await headersFile(luzon)), 'cache-control': 'no-cache' });
  }
});

test('a language page opens in the browser through nginx, with its gateway calls, and no policy violation', async ({ page }) => {
  const lang = luzon.otherLangs[0]!;
  const calls: number[] = [];
  page.on('response', (r) => new URL(r.url()).pathname.startsWith('/wps/') && calls.push(r.status()));
  // Both spellings static hosts serve: the folder and the folder with its slash.
  for (const path of [served.path('help', lang), `${served.path('help', lang)}/`]) {
    const answer = await page.goto(nginx.origin + path);
    expect(answer?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-lang', lang);
  }
  await expect.poll(() => calls.length, { message: 'the page called the gateway through nginx' }).toBeGreaterThan(0);
  expect(calls.every((status) => status === 200)).toBe(true);
});

test('each merchant is served on its own domains, from its own live site', async () => {
  for (const s of [luzon, saigon]) {
    const index = await readFile(join(E2E_DIST, s.code, 'index.html'), 'utf8');
    for (const domain of s.config.site.domains) {
      const answer = await getAs(domain, '/');
      expect(answer.status, domain).toBe(200);
      expect(answer.body === index, `${domain} serves ${s.code}'s home page`).toBe(true);
    }
  }
});

test('a switch of the live link is served at once, without a reload', async ({ request }) => {
  const home = async (code: string) => readFile(join(E2E_DIST, code, 'index.html'), 'utf8');
  try {
    await nginx.relink(luzon.code, join(E2E_DIST, saigon.code));
    expect((await (await request.get(served.url('/'))).text()) === (await home(saigon.code)), 'the new target is served').toBe(true);
  } finally {
    await nginx.relink(luzon.code, join(E2E_DIST, luzon.code));
  }
  expect((await (await request.get(served.url('/'))).text()) === (await home(luzon.code)), 'the old one is back').toBe(true);
});

test("the gateway builds its links on the site's origin, not on the upstream's", async ({ request }) => {
  const status = await gatewayCall(request, served, 'GET', '/wps/system/status', undefined);
  expect(status.success, JSON.stringify(status)).toBe(true);
  expect(status.value.info.imageCDNs).toEqual([nginx.origin]);
  expect(status.value.info.launchGameCDNs).toEqual([nginx.origin]);
});

test('a member logs in through the proxy and makes an authenticated call, seen from their own address', async ({ page }) => {
  const ip = await ownAddress(page);
  const account = await oneClickAccount(page.request, served, ip);
  // The test plays a proxy in front of nginx (the run's gateway trusts two hops) whose client
  // wrote an address of its own first: only an nginx that appends its peer keeps it out.
  const credentials = { username: account.username, password: account.password, type: 'username' };
  const forwarded = { 'X-Forwarded-For': `203.0.113.7, ${ip}` };
  const login = await gatewayCall(page.request, served, 'POST', '/wps/session/login', credentials, forwarded, true);
  expect(login.success, JSON.stringify(login)).toBe(true);
  const token = login.value.token as string;
  const history = await gatewayCall(page.request, served, 'GET', '/wps/member/loginHistory', undefined, { Authorization: token });
  expect(history.success, JSON.stringify(history)).toBe(true);
  // nginx appended its peer: the gateway's trusted-hops rule found the visitor's address.
  expect(history.value.list[0].ip).toBe(ip);
  // Without the token the same call is refused: the session came through nginx, not around it.
  const anonymous = await gatewayCall(page.request, served, 'GET', '/wps/member/loginHistory', undefined);
  expect(anonymous.success).toBe(false);
});

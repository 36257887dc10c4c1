// Every page of every merchant in every offered language, over plain HTTP (no browser): status,
// language, direction, canonical and hreflang links, the CSP meta and the security headers.
import { test, expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { LANGUAGES, dirOf } from '../../src/i18n/languages.ts';
import { translator } from '../../src/i18n/translate.ts';
import { routesFor } from '../../src/routing/routes.ts';
import { metaCsp, tag, tags } from './support/html.ts';
import { sites, type Site } from './support/sites.ts';

/** Checks the headers every response of a site carries (the site's _headers, as a static host applies them). */
function expectSecurityHeaders(response: APIResponse, where: string): void {
  const headers = response.headers();
  expect.soft(headers['strict-transport-security'], `${where}: HSTS`).toMatch(/max-age=\d{7,}/);
  expect.soft(headers['x-content-type-options'], `${where}: nosniff`).toBe('nosniff');
  expect
    .soft(headers['referrer-policy'], `${where}: Referrer-Policy`)
    .toMatch(/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/);
  expect.soft(headers['content-security-policy'], `${where}: frame-ancestors`).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
  expect.soft(headers['cross-origin-opener-policy'], `${where}: COOP`).toBe('same-origin');
  expect.soft(headers['permissions-policy'], `${where}: Permissions-Policy`).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
}

/**
 * Checks the page's own CSP: scripts only by 'self' or hash, no plugins, no <base>; icons and
 * framed games from the site, its gateway and its configured content hosts.
 */
function expectCspMeta(html: string, where: string, gateway: Site['config']['gateway']): void {
  const csp = metaCsp(html);
  expect(csp, `${where}: CSP meta`).toBeDefined();
  if (!csp) return;
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  expect.soft(scripts, `${where}: script-src`).toBeDefined();
  expect.soft(scripts ?? [], `${where}: script-src`).not.toContain("'unsafe-inline'");
  expect.soft(scripts ?? [], `${where}: script-src`).not.toContain("'unsafe-eval'");
  expect.soft(csp.get('object-src'), `${where}: object-src`).toEqual(["'none'"]);
  expect.soft(csp.get('base-uri'), `${where}: base-uri`).toEqual(["'none'"]);
  const content = ["'self'", ...[gateway.baseUrl, ...gateway.contentHosts].filter(Boolean)];
  expect.soft(csp.get('img-src'), `${where}: img-src`).toEqual(expect.arrayContaining(content));
  expect.soft(csp.get('frame-src'), `${where}: frame-src`).toEqual(expect.arrayContaining(content));
}

/** A page of a site as served, without following redirects. */
async function fetchPage(request: APIRequestContext, site: Site, path: string) {
  const response = await request.get(site.origin + path, { maxRedirects: 0 });
  return { response, html: await response.text() };
}

for (const site of sites) {
  const { config, defaultLang } = site;
  const absolute = (path: string) => new URL(path, config.site.url).href;

  test.describe(`${site.code} routes`, () => {
    for (const lang of config.languages.offered) {
      test(`every route answers 200 in ${lang}`, async ({ request }) => {
        const routes = routesFor(config);
        expect(routes.length).toBeGreaterThan(20);
        await Promise.all(
          routes.map(async (route) => {
            const path = site.path(route.path, lang);
            const { response, html } = await fetchPage(request, site, path);
            expect.soft(response.status(), `${path}: status`).toBe(200);
            expect.soft(response.headers()['content-type'], `${path}: content type`).toMatch(/^text\/html\b/);
            const root = tag(html, 'html');
            expect.soft(root['lang'], `${path}: <html lang>`).toBe(LANGUAGES[lang].tag);
            expect.soft(root['dir'], `${path}: <html dir>`).toBe(dirOf(lang));
            expectCspMeta(html, path, config.gateway);
            expectSecurityHeaders(response, path);

            const links = tags(html, 'link');
            const canonical = links.filter((l) => l['rel'] === 'canonical').map((l) => l['href']);
            expect.soft(canonical, `${path}: canonical`).toEqual([absolute(site.path(route.canonical ?? route.path, lang))]);
            const alternates = links.filter((l) => l['rel'] === 'alternate' && l['hreflang']).map((l) => [l['hreflang'], l['href']]);
            // Alternates only on canonical pages: aliases (/home, /login) carry none.
            const expected =
              config.languages.offered.length > 1 && route.canonical === undefined
                ? [
                    ...config.languages.offered.map((code: LanguageCode) => [LANGUAGES[code].tag, absolute(site.path(route.path, code))]),
                    ['x-default', absolute(site.path(route.path, defaultLang))],
                  ]
                : [];
            expect.soft(alternates, `${path}: hreflang alternates`).toEqual(expected);
          }),
        );
      });
    }

    test('/index.html is the home page, an unknown path the 404 page', async ({ request }) => {
      const home = await fetchPage(request, site, '/');
      const index = await fetchPage(request, site, '/index.html');
      expect(index.response.status()).toBe(200);
      expect(index.response.headers()['content-type']).toMatch(/^text\/html\b/);
      expect(index.html).toBe(home.html);

      const t = translator(defaultLang);
      const unknown = [
        `/no-such-page-${site.code}`,
        `${site.path('help')}/nested/nothing`,
        ...site.otherLangs.map((l) => `${site.path('', l)}no-such-page`),
      ];
      for (const path of unknown) {
        const { response, html } = await fetchPage(request, site, path);
        expect(response.status(), path).toBe(404);
        expect(response.headers()['content-type'], path).toMatch(/^text\/html\b/);
        expect(tag(html, 'html')['lang'], path).toBe(LANGUAGES[defaultLang].tag);
        expect(html, path).toContain(`>${t('notFound.title')}</h1>`);
        expect(
          tags(html, 'meta').some((m) => m['name'] === 'robots' && m['content'] === 'noindex'),
          `${path}: noindex`,
        ).toBe(true);
        expect(
          tags(html, 'link').some((l) => l['rel'] === 'canonical'),
          `${path}: no canonical`,
        ).toBe(false);
        expectCspMeta(html, path, config.gateway);
        expectSecurityHeaders(response, path);
      }
    });
  });
}

import { describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

const { tenants } = await loadTenants(await listTenantFiles());
const config = (code: string) => tenants.find((t) => t.config.merchantCode === code)!.config;

/** The sitemap's entries: each page's address and its alternates by hreflang. */
function entries(xml: string): Map<string, Record<string, string>> {
  const urls = new Map<string, Record<string, string>>();
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const loc = /<loc>([^<]+)<\/loc>/.exec(body!)![1]!;
    urls.set(loc, Object.fromEntries(Array.from(body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g), (m) => [m[1]!, m[2]!])));
  }
  return urls;
}

describe('sitemap.xml', () => {
  it("lists each public page in every language with absolute URLs on the site's address and its hreflang alternates", () => {
    const urls = entries(sitemapXml(config('luzon')));
    expect(urls.get('https://luzonplay.example/')).toEqual({
      fil: 'https://luzonplay.example/',
      en: 'https://luzonplay.example/en/',
      'x-default': 'https://luzonplay.example/',
    });
    expect(urls.get('https://luzonplay.example/en/rng')).toEqual({
      fil: 'https://luzonplay.example/rng',
      en: 'https://luzonplay.example/en/rng',
      'x-default': 'https://luzonplay.example/rng',
    });
    expect(urls.has('https://luzonplay.example/en/help')).toBe(true);
    expect(urls.has('https://luzonplay.example/agent')).toBe(true);
  });

  it('leaves out aliases, pages that need a login and the status screens', () => {
    const urls = [...entries(sitemapXml(config('luzon'))).keys()];
    for (const path of ['home', 'login', 'register', 'member', 'member/depositv2', 'favorite', 'agentHome', 'maintenance', 'restricted'])
      expect(urls.filter((url) => url.endsWith(`.example/${path}`) || url.endsWith(`/en/${path}`))).toEqual([]);
  });

  it('has no alternates for a merchant with one language, and is well-formed XML in the sitemap namespace', () => {
    const xml = sitemapXml(config('emerald'));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/);
    expect(xml).not.toContain('hreflang');
    expect(entries(xml).get('https://emeraldbay.example/promotions')).toEqual({});
  });
});

describe('robots.txt', () => {
  it('allows crawling and names the sitemap on the canonical address', () => {
    expect(robotsTxt(config('saigon'))).toBe('User-agent: *\nAllow: /\n\nSitemap: https://saigonstar.example/sitemap.xml\n');
  });
});

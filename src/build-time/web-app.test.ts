import sharp from 'sharp';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { appIcons, offlineHtml, offlinePages, webManifest } from './web-app.ts';

const { tenants } = await loadTenants(await listTenantFiles());
const tenant = (code: string) => tenants.find((t) => t.config.merchantCode === code)!;

describe('the web app manifest', () => {
  it("is in the brand's colours and names, starts at the site root, standalone, with 192 and 512 icons (one maskable)", () => {
    const { config } = tenant('luzon');
    const manifest = webManifest(config);
    expect(manifest).toMatchObject({
      name: config.brand.name,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: config.brand.theme.surface,
      background_color: config.brand.theme.background,
      lang: 'fil',
    });
    expect((manifest['short_name'] as string).length).toBeLessThanOrEqual(12);
    expect(manifest['icons']).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it('draws the icons at their sizes from the favicon, the maskable one opaque to its corners', async () => {
    const { config, dir } = tenant('emerald');
    const icons = await appIcons(config, (path) => readFile(join(dir, path)));
    expect(await sharp(icons.any192).metadata()).toMatchObject({ width: 192, height: 192, format: 'png' });
    expect(await sharp(icons.any512).metadata()).toMatchObject({ width: 512, height: 512, format: 'png' });
    const corner = await sharp(icons.maskable512).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
    const background = config.brand.theme.background;
    expect([...corner]).toEqual([1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16)).concat(255));
  });

  it("draws the brand's initial when there is no favicon or logo it can read (ICO)", async () => {
    const { config } = tenant('emerald');
    const icoOnly = { ...config, brand: { ...config.brand, favicon: 'a.ico', logo: 'b.ico' } };
    const icons = await appIcons(icoOnly, () => Promise.reject(new Error('not read')));
    expect(await sharp(icons.any512).metadata()).toMatchObject({ width: 512, height: 512 });
  });
});

describe('the offline page', () => {
  it("says so in the page's language, one per offered language, found by the path's first segment", () => {
    const { config } = tenant('luzon');
    expect(offlinePages(config)).toEqual({ '': '/offline.html', en: '/en/offline.html' });
    const html = offlineHtml(config, 'TY', '/theme.css?v=1');
    expect(html).toContain('<html lang="fil" dir="ltr">');
    expect(html).toContain('Wala kang koneksyon');
    expect(offlineHtml(config, 'EN', '/theme.css?v=1')).toContain('You are offline');
    expect(offlineHtml(config, 'EN', '/theme.css?v=1')).toContain('<a href="">Try again</a>');
  });
});

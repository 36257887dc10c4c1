import { createHash } from 'node:crypto';
import { copyFile, cp, link, readdir, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadedTenant } from '../../core/config/load.ts';
import type { Banner, ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { themeCss, themeHref } from '../../src/config/theme.ts';
import { fontFiles } from '../../src/config/font-faces.ts';
import { bannerFiles } from '../../core/config/banners.ts';
import { robotsTxt, sitemapXml } from '../../src/build-time/sitemap.ts';
import { ICONS } from '../../src/shared/app-icons.ts';
import { appIcons, offlineHtml, offlinePages, offlinePath, webManifest } from '../../src/build-time/web-app.ts';
import { serviceWorkerJs } from '../../src/build-time/service-worker.ts';
import { GATEWAY_PREFIXES } from './static-server.ts';

/**
 * Security headers of every page: written into the _headers file static hosts read (Netlify,
 * Cloudflare Pages, our own server) and into the nginx config (nginx-config.ts). The pages carry
 * the rest of their Content-Security-Policy in a meta tag (astro.config.mjs, BaseLayout.astro);
 * frame-ancestors only works as a header.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
  // Nothing on these sites asks for these; a script that got in could not ask either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

const CLIENT_MANIFESTS = '.client-manifests';

/**
 * Where a built site's Vite manifest (source module → built file) is kept: beside the sites, never
 * in one (a site is deployed as its folder is), for scripts/budget.ts to find a module's chunk.
 */
export function clientManifestPath(outDir: string, merchant: string): string {
  return join(outDir, CLIENT_MANIFESTS, `${merchant}.json`);
}

function headersFile(): string {
  return `/*\n${Object.entries(SECURITY_HEADERS)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n')}\n`;
}

/** Asset files a config refers to (paths relative to its folder, kept as they are in the site). */
export function assetPaths(config: ResolvedTenantConfig): string[] {
  const banners = (Object.values(config.banners) as Array<Banner[] | undefined>).flatMap((group) => (group ?? []).flatMap(bannerFiles));
  const icons = config.wallet.deposit.channels.flatMap((channel) => (channel.icon ? [channel.icon] : []));
  return [...new Set([config.brand.logo, config.brand.favicon, ...banners, ...icons])];
}

/**
 * Fills `site` with one merchant's complete site: its pages from the shared compile, the shared
 * bundles, its assets, theme sheet and headers file. Returns the number of HTML pages.
 */
export async function assembleSite(site: string, tenant: LoadedTenant, compiled: string): Promise<number> {
  const { config } = tenant;
  await moveFolder(join(compiled, config.merchantCode), site);
  // The 404 page is generated at /404/ and served by static hosts from /404.html.
  await rename(join(site, '404', 'index.html'), join(site, '404.html'));
  await rm(join(site, '404'), { recursive: true });
  await linkTree(join(compiled, '_astro'), join(site, '_astro'));
  for (const path of assetPaths(config)) {
    await mkdir(dirname(join(site, path)), { recursive: true });
    // copyFile, not cp: cp checks every parent folder of both paths for each file (a tenth of a merchant's file system calls).
    await copyFile(join(tenant.dir, path), join(site, path));
  }
  // The brand's font: only the subsets its languages need (src/config/font-faces.ts).
  for (const font of fontFiles(config)) {
    await mkdir(dirname(join(site, font.path)), { recursive: true });
    await copyFile(font.source, join(site, font.path));
  }
  await writeFile(join(site, 'theme.css'), themeCss(config));
  await writeFile(join(site, '_headers'), headersFile());
  // Counted before the offline pages: they stand in for pages, they are not pages of their own.
  const pages = await countPages(site);
  await writeWebAppFiles(site, tenant);
  return pages;
}

/** The site's sitemap, robots.txt, web app manifest, icons, offline pages and service worker (src/build-time/). */
async function writeWebAppFiles(site: string, tenant: LoadedTenant): Promise<void> {
  const { config } = tenant;
  await writeFile(join(site, 'sitemap.xml'), sitemapXml(config));
  await writeFile(join(site, 'robots.txt'), robotsTxt(config));
  const manifest = `${JSON.stringify(webManifest(config), null, 2)}\n`;
  await writeFile(join(site, 'manifest.webmanifest'), manifest);
  const icons = await appIcons(config, (path) => readFile(join(tenant.dir, path)));
  await mkdir(join(site, 'icons'), { recursive: true });
  for (const [name, png] of Object.entries(icons)) await writeFile(join(site, ICONS[name as keyof typeof ICONS]), png);
  const version = createHash('sha256').update(manifest).update(themeCss(config));
  for (const lang of config.languages.offered) {
    const html = offlineHtml(config, lang, themeHref(config));
    version.update(html);
    await mkdir(dirname(join(site, offlinePath(config, lang))), { recursive: true });
    await writeFile(join(site, offlinePath(config, lang)), html);
  }
  // A new build's bundles make a new worker, which drops the caches of the old one.
  version.update((await readdir(join(site, '_astro'))).sort().join('\n'));
  const offline = offlinePages(config);
  const shell = [
    '/',
    themeHref(config),
    '/manifest.webmanifest',
    `/${config.brand.favicon}`,
    ...Object.values(ICONS).map((path) => `/${path}`),
    ...Object.values(offline),
  ];
  await writeFile(
    join(site, 'sw.js'),
    serviceWorkerJs({
      version: version.digest('hex').slice(0, 12),
      shell: [...new Set(shell)],
      offline,
      gatewayPrefixes: GATEWAY_PREFIXES,
    }),
  );
}

/**
 * Moves a folder into place of an empty one (compiled pages into a site, a site into its staging
 * folder): a rename when both are on one file system, which is the usual case and costs nothing per
 * page; a copy otherwise.
 */
export async function moveFolder(from: string, to: string): Promise<void> {
  await rm(to, { recursive: true, force: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
  }
}

/**
 * Puts the shared bundles into a site as hard links to the compile's files: every merchant carries
 * the same hashed files, and a link costs no bytes, where a copy cost 1 MB and most of the
 * assembly's time per merchant. A copy where links cannot be made (another file system).
 */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      await linkTree(source, target);
      continue;
    }
    try {
      await link(source, target);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'EXDEV' && code !== 'EPERM' && code !== 'EMLINK') throw error;
      await copyFile(source, target);
    }
  }
}

async function countPages(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true });
  return entries.filter((e) => e.endsWith('.html')).length;
}

import type { Hono } from 'hono';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { type Gateway, type GatewayEnv, localize } from '../context.ts';
import { CLASS_TITLES, TYPE_TITLES, VENDORS } from '../seed/vendors.ts';
import { html } from 'hono/html';
import { allowedRedirect, page } from './html.ts';
import { iconPng } from '../images/icons.ts';
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';
import { avatarSvg, bannerSvg, gameIconSvg } from '../images/svg.ts';
import { goodsSvg } from '../images/goods.ts';
import { bannerFiles } from '../../core/config/banners.ts';
import { promotionById } from '../store/promotions.ts';

const types: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const vendorNames = new Map(VENDORS.map((v) => [v.code, v.name]));
/** Each vendor's icon shows the motif of the game type it has most games of. */
const vendorTypes = new Map(
  VENDORS.map((v) => [v.code, (Object.entries(v.games) as Array<[GameType, number]>).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'RNG']),
);

/** The banner groups of the specification, with the captions of the banners the gateway draws. */
export const GROUP_CAPTIONS: Record<string, string> = {
  w_login: 'Welcome back',
  w_forget: 'We will get you back in',
  w_leftmenu: 'Promotions every day',
  w_home: 'Play safe, win big',
  w_rng: TYPE_TITLES.RNG,
  w_live: TYPE_TITLES.LIVE,
  w_fish: TYPE_TITLES.FISH,
  w_pvp: TYPE_TITLES.PVP,
  w_sports: TYPE_TITLES.SPORTS,
  w_esports: TYPE_TITLES.ESPORTS,
  w_elott: TYPE_TITLES.ELOTT,
  w_lott: TYPE_TITLES.LOTT,
};

/** Icons already drawn (a few milliseconds each), the most recent few hundred. */
const icons = new Map<string, Buffer>();
const ICON_CACHE_SIZE = 500;

function drawn(key: string, draw: () => Buffer): Buffer {
  let png = icons.get(key);
  if (png) icons.delete(key);
  else png = draw();
  icons.set(key, png);
  if (icons.size > ICON_CACHE_SIZE) icons.delete(icons.keys().next().value!);
  return png;
}

function image(body: string | Buffer, type: string): Response {
  return new Response(typeof body === 'string' ? body : new Uint8Array(body), {
    headers: { 'Content-Type': type, 'Cache-Control': 'public, max-age=86400', 'X-Content-Type-Options': 'nosniff' },
  });
}

/** Icons, banners, merchant assets and the demo game page: everything the gateway draws or serves itself. */
export function staticRoutes(app: Hono<GatewayEnv>, gw: Gateway): void {
  app.get('/wps/static/icons/game/:file{[0-9]+(-large)?\\.png}', (c) => {
    const file = c.req.param('file');
    const game = gw.catalog.get(Number.parseInt(file, 10));
    if (!game) return c.notFound();
    const size = file.includes('-large') ? 400 : 200;
    return image(
      drawn(`${game.wire.nodeId}:${size}`, () => iconPng(String(game.wire.nodeId), size, game.wire.gameType)),
      types['.png'] as string,
    );
  });
  app.get('/wps/static/icons/vendor/:file{[A-Za-z0-9_]+\\.png}', (c) => {
    const code = c.req.param('file').replace(/\.png$/, '');
    const type = vendorTypes.get(code);
    if (!type) return c.notFound();
    return image(
      drawn(`vendor:${code}`, () => iconPng(code, 200, type)),
      types['.png'] as string,
    );
  });
  app.get('/wps/static/icons/avatar/:file{[0-7]\\.svg}', (c) => {
    return image(avatarSvg(Number(c.req.param('file')[0]), 120), types['.svg'] as string);
  });
  // The points mall's goods: the demo goods' drawings (images/goods.ts); another name, its initials on a gradient.
  app.get('/wps/static/goods/:file{[a-z0-9]+(-[a-z0-9]+)*\\.svg}', (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    const svg = goodsSvg(name) ?? gameIconSvg(`goods:${name}`, name.replaceAll('-', ' '), '', 200);
    return image(svg, types['.svg'] as string);
  });
  app.get('/wps/static/banners/:merchant/:file{w_[a-z]+\\.svg}', (c) => {
    const tenant = gw.tenants.get(c.req.param('merchant'));
    const group = c.req.param('file').replace(/\.svg$/, '');
    if (!tenant || !GROUP_CAPTIONS[group]) return c.notFound();
    return image(bannerSvg(`${tenant.code}${group}`, tenant.config.brand.name, GROUP_CAPTIONS[group]), types['.svg'] as string);
  });
  // A promotion without a banner of its own: drawn from its title in the page's language.
  app.get('/wps/static/promotions/:merchant/:file{[0-9]+-[a-z]{2}\\.svg}', (c) => {
    const tenant = gw.tenants.get(c.req.param('merchant'));
    const [id = '', language = ''] = c.req
      .param('file')
      .replace(/\.svg$/, '')
      .split('-');
    const promotion = promotionById(gw.db, Number.parseInt(id, 10));
    if (!tenant || promotion?.merchant !== tenant.code) return c.notFound();
    const caption = localize(tenant, promotion.titles, language.toUpperCase());
    return image(bannerSvg(`${tenant.code}promotion${promotion.id}`, tenant.config.brand.name, caption), types['.svg'] as string);
  });
  app.get('/wps/static/tenant/:merchant/*', async (c) => {
    const tenant = gw.tenants.get(c.req.param('merchant'));
    if (!tenant) return c.notFound();
    // A malformed escape (`%E0%A4%A`) names no file: a 404 like any other unknown path, never a 500.
    let rel: string;
    try {
      rel = decodeURIComponent(c.req.path.slice(`/wps/static/tenant/${tenant.code}/`.length));
    } catch {
      return c.notFound();
    }
    // Only files the config names as banners: nothing else of the tenants folder is exposed.
    const named = Object.values(tenant.config.banners)
      .flat()
      .some((b) => b !== undefined && bannerFiles(b).includes(rel));
    const type = types[extname(rel).toLowerCase()];
    if (!named || !type) return c.notFound();
    const body = await readFile(resolve(tenant.dir, rel)).catch(() => null);
    return body ? image(body, type) : c.notFound();
  });
  app.get('/wps/demo/game', (c) => {
    const game = gw.catalog.get(Number(c.req.query('nodeId')));
    if (!game) return page(c, 'Game not found', html`<h1>Game not found</h1>`, 404);
    const mode = c.req.query('mode') === 'fun' ? 'Free play' : 'Real money';
    // The way back, and who may frame the game (its /seamless page), is the launching page
    // (backUrl) only when it is on one of the merchant's own domains (or loopback, for local
    // sites): the address is the client's, and its origin goes into this page's CSP.
    const tenant = gw.tenants.get(c.req.query('merchant') ?? '');
    const asked = c.req.query('back') ?? '';
    const back = tenant && allowedRedirect(asked, tenant.config.site.domains) ? asked : '';
    const w = game.wire;
    const ancestors = ["'self'", ...(back ? [new URL(back).origin] : [])];
    return page(
      c,
      w.displayName,
      html`<h1>${w.displayName}</h1><p><img src="${w.lagerIcon}" alt="" width="200" height="200"></p>
<p>${vendorNames.get(w.vassalage) ?? w.vassalage} · ${TYPE_TITLES[w.gameType]}${w.gameClassify ? ` · ${CLASS_TITLES[w.gameClassify] ?? w.gameClassify}` : ''}</p>
<p><strong>${mode}</strong> — a demo game page of the skinforge reference gateway.</p>${back ? html`<a class="button" href="${back}" target="_top">Back to the lobby</a>` : ''}`,
      200,
      ancestors,
    );
  });
}

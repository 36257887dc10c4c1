// /download's moving parts, without React: the mirror links from the gateway's domain routes, and
// for a session the app links with the page's language and the session token (specification
// section 7: "The app-download link carries the language and the session token"), their QR
// codes drawn again to match. A visitor keeps the plain links and the build's codes.
import { liteGet } from '../api/lite.ts';
import { QR_OPTIONS } from '../shared/qr-options.ts';
import { pageConfig, TOKEN_KEY } from './page-data.ts';
import { liteGateway } from './site-state.ts';
import { DOMAIN_ROUTE_CALL, sessionLink } from './app-links.ts';

async function listMirrors(list: HTMLElement): Promise<void> {
  const routes = await liteGet(liteGateway(), DOMAIN_ROUTE_CALL, { t: Date.now() });
  const safe = routes?.filter((route) => /^https:\/\/[^\s/]+\/?$/.test(route.url));
  if (!safe?.length) return; // the build's list (the config's domains) stays
  list.replaceChildren(
    ...safe.map((route) => {
      const item = document.createElement('li');
      const link = Object.assign(document.createElement('a'), { href: route.url, rel: 'noopener', textContent: route.domain });
      item.append(link);
      return item;
    }),
  );
}

async function carrySession(page: HTMLElement, token: string): Promise<void> {
  const { lang } = pageConfig();
  const cards = [...page.querySelectorAll<HTMLElement>('.download-card')];
  const { default: QRCode } = await import('qrcode');
  for (const card of cards) {
    const links = card.querySelectorAll<HTMLAnchorElement>('a[data-app-link]');
    const href = links[0] && sessionLink(links[0].href, lang, token);
    if (!href) continue;
    for (const link of links) link.href = href;
    const qr = card.querySelector<HTMLElement>('[data-qr]');
    if (qr) qr.innerHTML = await QRCode.toString(href, QR_OPTIONS);
  }
}

const page = document.querySelector<HTMLElement>('[data-island="app-download"]');
const list = page?.querySelector<HTMLElement>('[data-mirrors]');
if (list) void listMirrors(list);
// The tab's own session only: a token in the address is the tab's when boot.ts took it (decision 0025).
const token = sessionStorage.getItem(TOKEN_KEY);
if (page && token) void carrySession(page, token);

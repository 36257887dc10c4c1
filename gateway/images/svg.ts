import { hash32 } from '../seed/prng.ts';
import { html } from 'hono/html';
import { markupText } from '../pages/html.ts';

function hue(seed: string): number {
  return hash32(seed) % 360;
}

/** A square game icon: a gradient from the game's id, its initials and the vendor code. */
export function gameIconSvg(seed: string, title: string, vendor: string, size: number): string {
  const h = hue(seed);
  const initials = title
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return markupText(html`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 200 200" role="img" aria-label="${title}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="200" height="200" rx="24" fill="url(#g)"/><circle cx="150" cy="50" r="${20 + (hash32(title) % 30)}" fill="hsla(${(h + 180) % 360},80%,70%,.35)"/>
<text x="100" y="118" font-family="system-ui,sans-serif" font-size="56" font-weight="700" text-anchor="middle" fill="#fff">${initials}</text>
<text x="100" y="178" font-family="system-ui,sans-serif" font-size="20" text-anchor="middle" fill="rgba(255,255,255,.85)">${vendor}</text></svg>`);
}

/** A wide banner: the brand name and a caption on a gradient. */
export function bannerSvg(seed: string, brand: string, caption: string): string {
  const h = hue(seed);
  return markupText(html`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${`${brand}: ${caption}`}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},60%,20%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,40%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><text x="80" y="180" font-family="system-ui,sans-serif" font-size="72" font-weight="800" fill="#fff">${brand}</text>
<text x="80" y="260" font-family="system-ui,sans-serif" font-size="40" fill="rgba(255,255,255,.85)">${caption}</text></svg>`);
}

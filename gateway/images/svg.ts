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

/**
 * The default avatar of a member without a picture of their own (one of 8, by member id): a
 * person's head and shoulders on a round gradient, not a game tile with a smiley.
 */
export function avatarSvg(n: number, size: number): string {
  const h = (n * 45 + 200) % 360;
  return markupText(html`<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},55%,62%)"/><stop offset="1" stop-color="hsl(${(h + 30) % 360},60%,38%)"/></linearGradient>
<clipPath id="c"><circle cx="60" cy="60" r="60"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="120" height="120" fill="url(#a)"/>
<circle cx="60" cy="47" r="21" fill="hsl(${h},40%,94%)"/><path d="M18 120c0-25 19-43 42-43s42 18 42 43z" fill="hsl(${h},40%,94%)"/></g></svg>`);
}

/** A wide banner: the brand name and a caption on a gradient. */
export function bannerSvg(seed: string, brand: string, caption: string): string {
  const h = hue(seed);
  return markupText(html`<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400" role="img" aria-label="${`${brand}: ${caption}`}">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${h},60%,20%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360},70%,40%)"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/><text x="80" y="180" font-family="system-ui,sans-serif" font-size="72" font-weight="800" fill="#fff">${brand}</text>
<text x="80" y="260" font-family="system-ui,sans-serif" font-size="40" fill="rgba(255,255,255,.85)">${caption}</text></svg>`);
}

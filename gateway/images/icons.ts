// Raster game and vendor icons, as a platform's image host serves them (PNG, not SVG): a browser
// decodes a raster icon off the main thread and paints it as a bitmap, while an SVG icon is parsed
// into a document of its own and its text shaped and painted on the main thread each frame. Icons
// drawn as SVG made the site's list switches look slower than they would be on any real platform
// (bench:interactions). A square with rounded corners, a diagonal gradient and a disc, from a seed.
import { hash32 } from '../seed/prng.ts';
import { encodePng } from './png.ts';

/** HSL (degrees, 0–1, 0–1) to RGB bytes. */
function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/** How much of the pixel whose centre is `distance` inside an edge is covered (1 px of anti-aliasing). */
const coverage = (distance: number) => Math.max(0, Math.min(1, distance + 0.5));

/** A square icon of `size` pixels drawn from `seed`: the same seed always gives the same icon. */
export function iconPng(seed: string, size: number): Buffer {
  const hue = hash32(seed) % 360;
  const from = hsl(hue, 0.7, 0.45);
  const to = hsl((hue + 60) % 360, 0.7, 0.25);
  const disc = hsl((hue + 180) % 360, 0.8, 0.7);
  const scale = size / 200;
  const radius = 24 * scale;
  const cx = 150 * scale;
  const cy = 50 * scale;
  const r = (20 + (hash32(`${seed}disc`) % 30)) * scale;
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // Rounded corners: distance inside the rounded square.
      const qx = Math.max(radius - px, px - (size - radius), 0);
      const qy = Math.max(radius - py, py - (size - radius), 0);
      const inside = qx > 0 && qy > 0 ? radius - Math.hypot(qx, qy) : Math.min(px, py, size - px, size - py);
      const t = (px + py) / (2 * size);
      const discAlpha = 0.35 * coverage(r - Math.hypot(px - cx, py - cy));
      const at = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        pixels[at + c] = Math.round(base + (disc[c]! - base) * discAlpha);
      }
      pixels[at + 3] = Math.round(255 * coverage(inside));
    }
  }
  return encodePng(size, size, pixels, 4);
}

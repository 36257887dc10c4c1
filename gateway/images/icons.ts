// Raster game and vendor icons, as a platform's image host serves them (PNG, not SVG): a browser
// decodes a raster icon off the main thread and paints it as a bitmap, while an SVG icon is parsed
// into a document of its own and its text shaped and painted on the main thread each frame. Icons
// drawn as SVG made the site's list switches look slower than they would be on any real platform
// (bench:interactions). A square with rounded corners, a diagonal gradient and the motif of the game's
// class (gateway/images/motifs.ts) its colours and tilt from a seed.
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';
import { hash32 } from '../seed/prng.ts';
import { MOTIFS } from './motifs.ts';
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

/** A square icon of `size` pixels for a game of class `type`, its colours from `seed`: the same seed and class always give the same icon. */
export function iconPng(seed: string, size: number, type: GameType): Buffer {
  const hue = hash32(seed) % 360;
  const from = hsl(hue, 0.7, 0.45);
  const to = hsl((hue + 60) % 360, 0.7, 0.25);
  const tint = hsl((hue + 30) % 360, 0.9, 0.93);
  const motifs = MOTIFS[type];
  const motif = motifs[hash32(`${seed}motif`) % motifs.length]!;
  const radius = 0.12 * size;
  // The motif takes the middle 60 % of the icon, turned a little by the seed so a class's icons differ.
  const half = 0.3 * size;
  const centre = 0.5 * size;
  const turn = (((hash32(`${seed}turn`) % 25) - 12) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const at = (px: number, py: number) => {
    const dx = (px - centre) / half;
    const dy = (centre - py) / half;
    return motif(cos * dx - sin * dy, sin * dx + cos * dy) * half;
  };
  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y++) {
    // The distances change by at most a pixel a pixel: d pixels from the edge, the next d - 0.5
    // pixels are wholly in or out as well, and the row skips asking for them: the same pixels in a
    // third of the time, as fast as the old disc.
    let cover = 0;
    let known = 0;
    for (let x = 0; x < size; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      // Rounded corners: distance inside the rounded square.
      const qx = Math.max(radius - px, px - (size - radius), 0);
      const qy = Math.max(radius - py, py - (size - radius), 0);
      const inside = qx > 0 && qy > 0 ? radius - Math.hypot(qx, qy) : Math.min(px, py, size - px, size - py);
      const t = (px + py) / (2 * size);
      // Only the motif's square asks the distance functions. The motif is opaque and unshaded: flat
      // colour keeps the PNG within 1.5 times the old disc's bytes (a soft shadow doubled them).
      const near = Math.abs(px - centre) < 1.3 * half && Math.abs(py - centre) < 1.3 * half;
      if (!near) {
        cover = 0;
        known = 0;
      } else if (known > 0) known--;
      else {
        const d = at(px, py);
        cover = coverage(-d);
        known = Math.max(0, Math.floor(Math.abs(d) - 0.5));
      }
      const i = (y * size + x) * 4;
      for (let c = 0; c < 3; c++) {
        const base = from[c]! + (to[c]! - from[c]!) * t;
        pixels[i + c] = Math.round(base + (tint[c]! - base) * cover);
      }
      pixels[i + 3] = Math.round(255 * coverage(inside));
    }
  }
  return encodePng(size, size, pixels, 4);
}

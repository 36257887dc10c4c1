// Screenshots compared pixel by pixel (pixelmatch, the comparison visual-testing tools use).
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * The share of pixels (0–1) that differ between two PNG screenshots, and a function that draws the
 * difference image (the new screenshot faded, differing pixels red). Screenshots of different
 * heights are compared over the taller one: what only one of them has counts as different.
 */
export function compareShots(now: Buffer, before: Buffer): { ratio: number; image: () => Buffer } {
  const a = PNG.sync.read(now);
  const b = PNG.sync.read(before);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const [left, right] = [a, b].map((png) => padded(png, width, height));
  const diff = new PNG({ width, height });
  const differing = pixelmatch(left!, right!, diff.data, width, height, { threshold: 0.1, alpha: 0.2 });
  return { ratio: differing / (width * height), image: () => PNG.sync.write(diff) };
}

/** The image's pixels on a canvas of the given size, the rest transparent. */
function padded(png: PNG, width: number, height: number): Uint8Array {
  if (png.width === width && png.height === height) return png.data;
  const canvas = new Uint8Array(width * height * 4);
  for (let y = 0; y < png.height; y++) canvas.set(png.data.subarray(y * png.width * 4, (y + 1) * png.width * 4), y * width * 4);
  return canvas;
}

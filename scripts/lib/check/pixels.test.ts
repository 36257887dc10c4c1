import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { compareShots } from './pixels.ts';

/** A PNG of one colour, with an optional block of another in its top-left corner. */
function png(width: number, height: number, block = 0): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inBlock = x < block && y < block;
      image.data.set(inBlock ? [220, 20, 60, 255] : [255, 255, 255, 255], i);
    }
  return PNG.sync.write(image);
}

describe('screenshots compared pixel by pixel', () => {
  it('finds no difference between equal screenshots and the share that differs otherwise, with an image of it', () => {
    expect(compareShots(png(20, 20), png(20, 20)).ratio).toBe(0);
    const { ratio, image } = compareShots(png(20, 20, 10), png(20, 20));
    expect(ratio).toBe(100 / 400);
    const diff = PNG.sync.read(image());
    expect([diff.width, diff.height]).toEqual([20, 20]);
    // A differing pixel is drawn red.
    expect([...diff.data.subarray(0, 3)]).toEqual([255, 0, 0]);
  });

  it('counts what only the taller screenshot has as different', () => {
    expect(compareShots(png(10, 20), png(10, 10)).ratio).toBe(0.5);
  });
});

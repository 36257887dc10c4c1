import { randomInt } from 'node:crypto';
import { encodePng } from './png.ts';

// 5×7 bitmaps of the digits, one row per string.
const FONT: Record<string, readonly string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11110', '00001', '00001', '01110', '00001', '00001', '11110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

const width = 120;
const height = 40;
const scale = 4;

/** Draws a captcha answer as a grayscale PNG: jittered digits over noise, enough to be a real image. */
export function captchaPng(answer: string): Buffer {
  const pixels = new Uint8Array(width * height).fill(235);
  for (let i = 0; i < 180; i++) pixels[randomInt(width * height)] = randomInt(120, 220);
  [...answer].forEach((ch, index) => {
    const glyph = FONT[ch];
    if (!glyph) return;
    const x0 = 10 + index * 26 + randomInt(-2, 3);
    const y0 = 4 + randomInt(0, 6);
    const shade = randomInt(20, 90);
    glyph.forEach((row, y) => [...row].forEach((bit, x) => {
      if (bit !== '1') return;
      for (let dy = 0; dy < scale; dy++) for (let dx = 0; dx < scale; dx++) pixels[(y0 + y * scale + dy) * width + x0 + x * scale + dx] = shade;
    }));
  });
  for (let line = 0; line < 3; line++) {
    let y = randomInt(height);
    const slope = (randomInt(-10, 11)) / 40;
    for (let x = 0; x < width; x++, y += slope) {
      const row = Math.round(y);
      if (row >= 0 && row < height) pixels[row * width + x] = 110;
    }
  }
  return encodePng(width, height, pixels, 1);
}

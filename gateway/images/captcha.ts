import { randomInt } from 'node:crypto';
import { encodePng } from './png.ts';

/** 5×7 bitmaps of the digits, one row per string (the attack tests' matcher reads with the same font). */
export const FONT: Record<string, readonly string[]> = {
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

/** A drawn captcha: 8-bit grey pixels, row by row. */
export interface CaptchaImage {
  width: number;
  height: number;
  pixels: Uint8Array;
}

/** Draws a captcha answer as a grayscale PNG. */
export function captchaPng(answer: string): Buffer {
  return encodePng(width, height, drawCaptcha(answer).pixels, 1);
}

const between = (low: number, high: number) => low + (randomInt(0, 1_000_000) / 1_000_000) * (high - low);

/**
 * Draws a captcha answer so that a template matcher cannot cut it into glyphs and compare them:
 * each digit at its own size, slant, rotation and stroke weight, the digits crowded so they touch,
 * and thick wavy strokes in the digits' own shades across them, over a speckled, shaded ground.
 */
export function drawCaptcha(answer: string): CaptchaImage {
  const pixels = new Uint8Array(width * height);
  const ground = randomInt(215, 245);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ground - randomInt(0, 25) - Math.round((8 * (i % width)) / width);
  let x = between(6, 14);
  for (const ch of answer) {
    const glyph = FONT[ch];
    if (!glyph) continue;
    const sx = between(3.2, 4.2);
    const sy = between(3.8, 4.6);
    const shear = between(-0.35, 0.35);
    const angle = between(-0.2, 0.2);
    const weight = randomInt(0, 2);
    const shade = randomInt(20, 100);
    const cx = x + 2.5 * sx;
    const cy = height / 2 + between(-3, 3);
    // Inverse mapping: each pixel near the glyph asks which cell of the 5×7 font it falls in.
    for (let py = 0; py < height; py++) {
      for (let px = Math.max(0, Math.floor(cx - 30)); px < Math.min(width, Math.ceil(cx + 30)); px++) {
        const dx = px - cx;
        const dy = py - cy;
        const rx = dx * Math.cos(-angle) - dy * Math.sin(-angle);
        const ry = dx * Math.sin(-angle) + dy * Math.cos(-angle);
        const u = (rx - shear * ry) / sx + 2.5;
        const v = ry / sy + 3.5;
        const on = (du: number, dv: number) => glyph[Math.floor(v + dv)]?.[Math.floor(u + du)] === '1';
        const spread = weight * 0.12;
        if (on(0, 0) || (weight > 0 && (on(spread, 0) || on(-spread, 0) || on(0, spread) || on(0, -spread))))
          pixels[py * width + px] = shade;
      }
    }
    x += 5 * sx + between(-2, 3);
  }
  // Strokes across the digits, as dark and as thick as they are.
  for (let stroke = 0; stroke < 2; stroke++) {
    const shade = randomInt(40, 100);
    const amplitude = between(3, 9);
    const period = between(25, 70);
    const phase = between(0, 2 * Math.PI);
    const base = between(10, height - 10);
    const thickness = randomInt(1, 3);
    for (let px = 0; px < width; px++) {
      const centre = base + amplitude * Math.sin(phase + (2 * Math.PI * px) / period);
      for (let t = 0; t < thickness; t++) {
        const row = Math.round(centre) + t;
        if (row >= 0 && row < height) pixels[row * width + px] = shade;
      }
    }
  }
  for (let i = 0; i < 200; i++) pixels[randomInt(pixels.length)] = randomInt(60, 200);
  return { width, height, pixels };
}

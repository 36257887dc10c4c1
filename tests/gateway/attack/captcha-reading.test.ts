// The attacker reads captchas with a template matcher: threshold the ink, cut the image into glyphs
// at empty columns, scale each to the 5×7 grid of a digit font and take the closest digit. Against
// the first captcha (one font, one size, straight glyphs, thin light lines) it read 200 of 200.
import { describe, expect, it } from 'vitest';
import { drawCaptcha, FONT, type CaptchaImage } from '../../../gateway/images/captcha.ts';

/** The matcher: what it reads from an image (four digits, or fewer when the cutting fails). */
function read({ width, height, pixels }: CaptchaImage): string {
  const ink = (x: number, y: number) => (pixels[y * width + x] ?? 255) < 100;
  const columns = Array.from({ length: width }, (_, x) => Array.from({ length: height }, (_, y) => ink(x, y)).filter(Boolean).length);
  const glyphs: Array<[number, number]> = [];
  for (let x = 0; x < width; x++) {
    if (columns[x]! < 2) continue;
    const start = x;
    while (x < width && columns[x]! >= 2) x++;
    if (x - start >= 3) glyphs.push([start, x]);
  }
  return glyphs
    .map(([x0, x1]) => {
      const rows = Array.from({ length: height }, (_, y) => y).filter((y) =>
        Array.from({ length: x1 - x0 }, (_, i) => ink(x0 + i, y)).some(Boolean),
      );
      const y0 = rows[0] ?? 0;
      const y1 = (rows.at(-1) ?? 0) + 1;
      const cell = (cx: number, cy: number) =>
        ink(Math.floor(x0 + ((cx + 0.5) * (x1 - x0)) / 5), Math.floor(y0 + ((cy + 0.5) * (y1 - y0)) / 7));
      let best = '?';
      let bestScore = -1;
      for (const [digit, rowsOf] of Object.entries(FONT)) {
        let score = 0;
        rowsOf.forEach((row, cy) => [...row].forEach((bit, cx) => (score += Number((bit === '1') === cell(cx, cy)))));
        if (score > bestScore) [best, bestScore] = [digit, score];
      }
      return best;
    })
    .join('');
}

describe('a captcha', () => {
  it('is not read by a template matcher', () => {
    let read4 = 0;
    let digits = 0;
    for (let i = 0; i < 200; i++) {
      const answer = String(1000 + ((i * 7919) % 9000));
      const seen = read(drawCaptcha(answer));
      if (seen === answer) read4++;
      digits += [...answer].filter((digit, k) => seen[k] === digit).length;
    }
    // Chance alone reads 1 in 10,000; allow a little more, far below the 100% of the first captcha.
    expect(read4, `read ${read4} of 200 whole, ${digits} of 800 digits`).toBeLessThanOrEqual(4);
  });
});

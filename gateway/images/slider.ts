import { randomInt } from 'node:crypto';
import { encodePng } from './png.ts';

/** The slider picture's size and its piece's side, in px (the challenge's width, height and pieceSize). */
export const SLIDER = { width: 280, height: 140, piece: 44 } as const;

/** A slider challenge: the gap's place (kept by the gateway) and the two PNGs the client sees. */
export interface SliderDrawing {
  x: number;
  y: number;
  background: Buffer;
  piece: Buffer;
}

/**
 * Draws a picture of overlapping discs on a wavy ground, cuts a square gap at a random x (never
 * at the start, where the piece begins) and returns the cut-out as the piece: only the picture
 * tells where the gap is, so the answer is not in anything the client is sent.
 */
export function drawSlider(): SliderDrawing {
  const { width, height, piece } = SLIDER;
  const ground = new Uint8Array(width * height);
  const fx = randomInt(20, 60);
  const fy = randomInt(15, 45);
  const base = randomInt(120, 170);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) ground[y * width + x] = base + Math.round(35 * Math.sin(x / fx) * Math.cos(y / fy));
  for (let disc = 0; disc < 14; disc++) {
    const cx = randomInt(0, width);
    const cy = randomInt(0, height);
    const r = randomInt(8, 30);
    const shade = randomInt(40, 230);
    for (let y = Math.max(0, cy - r); y < Math.min(height, cy + r); y++)
      for (let x = Math.max(0, cx - r); x < Math.min(width, cx + r); x++)
        if ((x - cx) ** 2 + (y - cy) ** 2 <= r * r) ground[y * width + x] = shade;
  }
  const x0 = randomInt(piece + 16, width - piece - 4);
  const y0 = randomInt(6, height - piece - 6);
  const cut = new Uint8Array(piece * piece);
  const background = Uint8Array.from(ground);
  for (let y = 0; y < piece; y++) {
    for (let x = 0; x < piece; x++) {
      const edge = x < 2 || y < 2 || x >= piece - 2 || y >= piece - 2;
      const at = (y0 + y) * width + x0 + x;
      cut[y * piece + x] = edge ? 250 : (ground[at] as number);
      // The gap: the picture darkened, with a light rim so it reads as a hole.
      background[at] = edge ? 235 : Math.round((ground[at] as number) * 0.35);
    }
  }
  return { x: x0, y: y0, background: encodePng(width, height, background, 1), piece: encodePng(piece, piece, cut, 1) };
}

// The motif an icon carries for its game class, as a signed distance: negative inside, in units of
// the motif's half-size, y pointing up, the motif within the unit disc (a little past it at most).
// Shapes after Inigo Quilez's 2D distance functions; unions are min, cuts max(a, -b).
import type { GameType } from '../../core/config/generated/resolved-tenant-config.ts';

type Point = readonly [number, number];

const circle = (x: number, y: number, cx: number, cy: number, r: number) => Math.hypot(x - cx, y - cy) - r;

/** A box of half-size w × h centred at (cx, cy), its corners rounded by r. */
function box(x: number, y: number, cx: number, cy: number, w: number, h: number, r = 0): number {
  const qx = Math.abs(x - cx) - w + r;
  const qy = Math.abs(y - cy) - h + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** A line from a to b, t thick on each side. */
function segment(x: number, y: number, a: Point, b: Point, t: number): number {
  const [ex, ey] = [b[0] - a[0], b[1] - a[1]];
  const [wx, wy] = [x - a[0], y - a[1]];
  const h = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
  return Math.hypot(wx - ex * h, wy - ey * h) - t;
}

/** A closed polygon through the points. */
function polygon(x: number, y: number, v: readonly Point[]): number {
  let d = (x - v[0]![0]) ** 2 + (y - v[0]![1]) ** 2;
  let s = 1;
  for (let i = 0, j = v.length - 1; i < v.length; j = i, i++) {
    const [ax, ay] = v[i]!;
    const [bx, by] = v[j]!;
    const [ex, ey] = [bx - ax, by - ay];
    const [wx, wy] = [x - ax, y - ay];
    const h = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
    d = Math.min(d, (wx - ex * h) ** 2 + (wy - ey * h) ** 2);
    const up = y >= ay;
    const down = y < by;
    const left = ex * wy > ey * wx;
    if ((up && down && left) || (!up && !down && !left)) s = -s;
  }
  return s * Math.sqrt(d);
}

/** The points of a regular n-gon of radius r, the first straight up. */
const regular = (n: number, r: number): Point[] =>
  Array.from({ length: n }, (_, i) => [r * Math.sin((2 * Math.PI * i) / n), r * Math.cos((2 * Math.PI * i) / n)] as const);

const PENTAGON = regular(5, 0.34);
// A five-pointed star: outer points on the unit circle, inner ones at 0.45.
const STAR = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 ? 0.45 : 1;
  return [r * Math.sin((Math.PI * i) / 5), r * Math.cos((Math.PI * i) / 5) - 0.05] as const;
});
const FISH_TAIL: Point[] = [
  [0.45, 0],
  [1, 0.45],
  [0.9, 0],
  [1, -0.45],
];

/** The heart of Quilez's sdHeart: tip at the origin, lobes up to y ≈ 1.05. */
function heart(x: number, y: number): number {
  const ax = Math.abs(x);
  if (y + ax > 1) return Math.hypot(ax - 0.25, y - 0.75) - Math.SQRT2 / 4;
  const m = 0.5 * Math.max(ax + y, 0);
  return Math.sqrt(Math.min(ax * ax + (y - 1) ** 2, (ax - m) ** 2 + (y - m) ** 2)) * Math.sign(ax - y);
}

/** A lens: the overlap of two circles of radius r whose centres lie ±d apart on the y axis. */
const lens = (x: number, y: number, r: number, d: number) => Math.max(circle(x, y, 0, d, r), circle(x, y, 0, -d, r));

/** A spade: a heart upside down on a flared stem. */
function spade(x: number, y: number): number {
  const body = heart(x / 0.95, (0.95 - y) / 0.95) * 0.95;
  const stem = polygon(x, y, [
    [0, 0.15],
    [0.28, -0.95],
    [-0.28, -0.95],
  ]);
  return Math.min(body, stem);
}

/** A casino chip: a disc with a groove ring and six notches round its rim. */
function chip(x: number, y: number): number {
  const r = Math.hypot(x, y);
  const sector = Math.PI / 3;
  const a = ((((Math.atan2(y, x) + sector / 2) % sector) + sector) % sector) - sector / 2;
  const notch = box(r * Math.cos(a), r * Math.sin(a), 0.92, 0, 0.14, 0.15);
  const groove = Math.abs(r - 0.62) - 0.05;
  return Math.max(r - 1, -notch, -groove);
}

/** A fish facing left: a lens body, a forked tail and an eye. */
function fish(x: number, y: number): number {
  const body = lens(x + 0.15, y, 1, 0.6);
  return Math.max(Math.min(body, polygon(x, y, FISH_TAIL)), -circle(x, y, -0.55, 0.1, 0.09));
}

/** A football: a disc, a pentagon at its centre cut out and seams from its corners to the rim. */
function ball(x: number, y: number): number {
  let cut = polygon(x, y, PENTAGON);
  for (const [px, py] of PENTAGON) cut = Math.min(cut, segment(x, y, [px, py], [px * 2.9, py * 2.9], 0.05));
  return Math.max(Math.hypot(x, y) - 0.95, -cut);
}

/** A lottery ball: a disc with a ring where its number sits. */
const lotteryBall = (x: number, y: number, cx: number, cy: number, r: number) =>
  Math.max(circle(x, y, cx, cy, r), -(Math.abs(circle(x, y, cx, cy, r * 0.5)) - r * 0.07));

/** A feather slanted to the right: a lens vane split by its quill, two barb cuts, a stem. */
function feather(x: number, y: number): number {
  const c = Math.cos(-0.5);
  const s = Math.sin(-0.5);
  const [u, v] = [c * x - s * y, s * x + c * y];
  const vane = lens(v + 0.1, u, 1.1, 0.82);
  const quill = segment(u, v, [0, -0.75], [0, 0.9], 0.035);
  const barbs = Math.min(segment(u, v, [0.3, 0.35], [0.05, 0.15], 0.03), segment(u, v, [-0.3, -0.05], [-0.05, -0.25], 0.03));
  return Math.min(Math.max(vane, -quill, -barbs), segment(u, v, [0, -0.65], [0, -1.05], 0.05));
}

/** A game controller: a rounded body with two grips, a cross pad and two buttons cut out. */
function controller(x: number, y: number): number {
  const body = Math.min(box(x, y, 0, 0.1, 0.92, 0.42, 0.32), circle(x, y, -0.58, -0.3, 0.34), circle(x, y, 0.58, -0.3, 0.34));
  const pad = Math.min(box(x, y, -0.48, 0.08, 0.2, 0.065), box(x, y, -0.48, 0.08, 0.065, 0.2));
  const buttons = Math.min(circle(x, y, 0.4, 0.16, 0.085), circle(x, y, 0.6, -0.02, 0.085));
  return Math.max(body, -pad, -buttons);
}

/** A cherry pair: two fruits on stems that meet under a leaf. */
function cherries(x: number, y: number): number {
  const fruit = Math.min(circle(x, y, -0.45, -0.5, 0.4), circle(x, y, 0.42, -0.62, 0.4));
  const stems = Math.min(segment(x, y, [-0.4, -0.2], [0.12, 0.78], 0.05), segment(x, y, [0.38, -0.3], [0.12, 0.78], 0.05));
  const c = Math.cos(0.6);
  const s = Math.sin(0.6);
  const [u, v] = [x - 0.42, y - 0.72];
  const leaf = lens(c * u - s * v, s * u + c * v, 0.5, 0.36);
  return Math.min(fruit, stems, leaf);
}

/** A signed distance at (x, y). */
type Motif = (x: number, y: number) => number;

/** Each game class's motifs (a seed picks one where there are several). */
export const MOTIFS: Record<GameType, readonly Motif[]> = {
  RNG: [(x, y) => polygon(x, y, STAR), cherries],
  LIVE: [chip],
  FISH: [fish],
  PVP: [spade],
  SPORTS: [ball],
  ESPORTS: [controller],
  COCKFIGHT: [feather],
  ELOTT: [(x, y) => lotteryBall(x, y, 0, 0, 0.95)],
  LOTT: [(x, y) => Math.min(lotteryBall(x, y, -0.5, -0.3, 0.48), lotteryBall(x, y, 0.5, -0.3, 0.48), lotteryBall(x, y, 0, 0.42, 0.52))],
};

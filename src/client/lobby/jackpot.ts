// The jackpot ticker (specification section 9): it starts at a random amount between 10,000,000
// and 20,000,000 and grows by 100 to 500 every 3 to 5 seconds. A start drawn afresh on every load
// made it drop by millions between two loads, so the amount is a pure function of the clock and
// a per-merchant seed: every load and every visitor sees the same value, and it never goes down.
//
// Tick j falls at EPOCH + 4 s·j + u(j), u(j) in [-0.5 s, 0.5 s]: consecutive ticks are 3 to 5 s
// apart. After tick j the amount is start + 300·j + r(j), r(j) in [-100, 100]: every tick adds
// 100 to 500. Both are O(1) at any time, with no history to replay or store.

export const JACKPOT = { min: 10_000_000, max: 20_000_000, stepMin: 100, stepMax: 500, delayMin: 3_000, delayMax: 5_000 } as const;

/** Where every merchant's jackpot clock starts (UTC); it grows by about 6.5 million a day from there. */
export const JACKPOT_EPOCH = Date.UTC(2026, 10, 1);

const PERIOD = (JACKPOT.delayMin + JACKPOT.delayMax) / 2;
const JITTER = (JACKPOT.delayMax - JACKPOT.delayMin) / 4;
const STEP = (JACKPOT.stepMin + JACKPOT.stepMax) / 2;
const WOBBLE = (JACKPOT.stepMax - JACKPOT.stepMin) / 4;

/** A 32-bit seed from a merchant code (FNV-1a). */
export function jackpotSeed(merchantCode: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < merchantCode.length; i++) hash = Math.imul(hash ^ merchantCode.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/** A number in [0, 1) for (seed, index, salt): the same arguments always give the same number. */
function noise(seed: number, index: number, salt: number): number {
  let x = Math.imul(seed ^ Math.imul(index | 0, 0x9e3779b1), 0x85ebca6b) ^ Math.imul(Math.floor(index / 2 ** 32) + salt, 0xc2b2ae35);
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 2 ** 32;
}

/** When tick `j` falls, in epoch milliseconds. */
function tickTime(seed: number, j: number): number {
  return JACKPOT_EPOCH + PERIOD * j + Math.round((noise(seed, j, 1) * 2 - 1) * JITTER);
}

/** The number of the last tick at or before `now` (0 before the first). */
function lastTick(seed: number, now: number): number {
  let j = Math.max(0, Math.floor((now - JACKPOT_EPOCH) / PERIOD) + 1);
  while (j > 0 && tickTime(seed, j) > now) j--;
  return j;
}

/** The merchant's jackpot amount at `now`: a whole number, never lower than at any earlier time. */
export function jackpotAt(seed: number, now: number): number {
  const start = JACKPOT.min + Math.floor(noise(seed, 0, 2) * (JACKPOT.max - JACKPOT.min + 1));
  const j = lastTick(seed, now);
  const wobble = j === 0 ? 0 : Math.round((noise(seed, j, 3) * 2 - 1) * WOBBLE);
  return start + STEP * j + wobble;
}

/** Milliseconds from `now` until the amount next changes. */
export function jackpotNextTick(seed: number, now: number): number {
  return Math.max(1, tickTime(seed, lastTick(seed, now) + 1) - now);
}

/**
 * Runs the ticker in an element: its text becomes the amount, formatted by `format`, and follows
 * the clock. Not a live region: an announcement every few seconds would drown the page; the
 * amount is read as part of the link's name when a reader reaches it.
 */
export function startJackpot(element: Element, format: (amount: number) => string, seed: number, clock: () => number = Date.now): void {
  const tick = () => {
    const now = clock();
    element.textContent = format(jackpotAt(seed, now));
    setTimeout(tick, jackpotNextTick(seed, now));
  };
  tick();
}

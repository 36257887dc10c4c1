// The jackpot ticker (specification section 9): it starts at a random amount between 10,000,000
// and 20,000,000 and grows by 100 to 500 every 3 to 5 seconds, each draw random. The pure parts
// take the random source as an argument so tests can pin it.

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

export const JACKPOT = { min: 10_000_000, max: 20_000_000, stepMin: 100, stepMax: 500, delayMin: 3_000, delayMax: 5_000 } as const;

/** A whole number from min to max, both included. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Where the ticker starts. */
export const jackpotStart = (random: Random = Math.random) => between(random, JACKPOT.min, JACKPOT.max);
/** How much it grows at one tick. */
export const jackpotStep = (random: Random = Math.random) => between(random, JACKPOT.stepMin, JACKPOT.stepMax);
/** Milliseconds until the next tick. */
export const jackpotDelay = (random: Random = Math.random) => between(random, JACKPOT.delayMin, JACKPOT.delayMax);

/**
 * Runs the ticker in an element: its text becomes the amount, formatted by `format`, and grows
 * on its own timer. Not a live region: an announcement every few seconds would drown the page;
 * the amount is read as part of the link's name when a reader reaches it.
 */
export function startJackpot(element: Element, format: (amount: number) => string, random: Random = Math.random): void {
  let amount = jackpotStart(random);
  const tick = () => {
    element.textContent = format(amount);
    setTimeout(() => {
      amount += jackpotStep(random);
      tick();
    }, jackpotDelay(random));
  };
  tick();
}

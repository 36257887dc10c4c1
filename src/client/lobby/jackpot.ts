// The jackpot ticker (specification section 9): it starts at a random amount between 10,000,000
// and 20,000,000 and grows by 100 to 500 every 3 to 5 seconds, each step and each wait drawn.
// A tab keeps the amount it last showed (sessionStorage): a fresh start on every page would make
// it drop by millions between two pages of one visit. A clock-derived amount, tried before, never
// dropped but passed 20,000,000 within two days and kept growing.

export const JACKPOT = { min: 10_000_000, max: 20_000_000, stepMin: 100, stepMax: 500, delayMin: 3_000, delayMax: 5_000 } as const;

/** Where a tab keeps the amount its jackpot last showed (sessionStorage). */
export const JACKPOT_KEY = 'jackpot';

/** A whole number from `min` to `max`, both included, drawn with `random` (a number in [0, 1), as Math.random). */
function draw(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** Where the ticker starts: the amount the tab's jackpot last showed, else a fresh random one in the specification's range. */
function startingAmount(storage: Pick<Storage, 'getItem'>, random: () => number): number {
  const kept = Number(storage.getItem(JACKPOT_KEY));
  return Number.isSafeInteger(kept) && kept >= JACKPOT.min ? kept : draw(random, JACKPOT.min, JACKPOT.max);
}

/**
 * Runs the ticker in an element: its text becomes the amount, formatted by `format`, and grows
 * from there. Not a live region: an announcement every few seconds would drown the page; the
 * amount is read as part of the link's name when a reader reaches it.
 */
export function startJackpot(
  element: Element,
  format: (amount: number) => string,
  { random = Math.random, storage = sessionStorage }: { random?: () => number; storage?: Pick<Storage, 'getItem' | 'setItem'> } = {},
): void {
  let amount = startingAmount(storage, random);
  const show = () => {
    element.textContent = format(amount);
    storage.setItem(JACKPOT_KEY, String(amount));
  };
  const next = () =>
    setTimeout(
      () => {
        amount += draw(random, JACKPOT.stepMin, JACKPOT.stepMax);
        show();
        next();
      },
      draw(random, JACKPOT.delayMin, JACKPOT.delayMax),
    );
  show();
  next();
}

// Promotion application rules both the form and the gateway check (specification section 5): a
// comment of at most 140 characters, and images as for feedback (png or jpg, at most 3 of 5 MB).
export { FEEDBACK_IMAGES as APPLICATION_IMAGES } from './feedback.ts';

/** The longest application comment, in characters. */
export const COMMENT_MAX = 140;

/** A comment's length as the member sees it: characters (code points) once trimmed, not UTF-16 units. */
export function commentLength(comment: string): number {
  return [...comment.trim()].length;
}

/** What a promotion card says of its terms (the wire's Promotion, major units). */
interface Terms {
  kind: 'AUTO' | 'APPLY';
  minDeposit?: number;
  bonus: { kind: 'FIXED' | 'PERCENT'; value: number; cap?: number };
  turnoverMultiple: number;
  startsAt: number;
  endsAt: number;
}

/**
 * A card's lines: the period, the bonus, how to take part and the turnover asked, in the page's
 * words. The same at build time (the visitor's static cards) and in the island.
 */
export function termLines(
  p: Terms,
  say: (key: `island.promotions.${string}`, values?: Record<string, string | number>) => string,
  money: (major: number) => string,
  date: (ms: number) => string,
): { period: string; bonus: string; condition: string; turnover: string } {
  return {
    period: say('island.promotions.period', { from: date(p.startsAt), to: date(p.endsAt) }),
    bonus:
      p.bonus.kind === 'FIXED'
        ? say('island.promotions.bonus.FIXED', { amount: money(p.bonus.value) })
        : say('island.promotions.bonus.PERCENT', { percent: p.bonus.value, cap: money(p.bonus.cap ?? 0) }),
    condition:
      p.kind === 'AUTO'
        ? say('island.promotions.condition.AUTO', { amount: money(p.minDeposit ?? 0) })
        : say('island.promotions.condition.APPLY'),
    turnover: p.turnoverMultiple
      ? say('island.promotions.turnover', { multiple: p.turnoverMultiple })
      : say('island.promotions.noTurnover'),
  };
}

import { describe, expect, it } from 'vitest';
import { rewardAnchor } from './reward-anchor.ts';

describe('rewardAnchor', () => {
  it("points a ticket kind's announcement at its card, and any other promotion at the promotion bonuses", () => {
    expect(rewardAnchor('RED_ENVELOPE')).toBe('reward-red_envelope');
    expect(rewardAnchor('golden_egg')).toBe('reward-golden_egg');
    expect(rewardAnchor('WHEEL')).toBe('reward-wheel');
    expect(rewardAnchor('FIRST_DEPOSIT')).toBe('reward-promotions');
    expect(rewardAnchor('')).toBe('reward-promotions');
  });
});

import { describe, expect, it } from 'vitest';
import { promotionOfAnchor, rewardAnchor } from './reward-anchor.ts';

describe('rewardAnchor', () => {
  it('points an announcement at the card of the promotion it advertises, whatever its type', () => {
    expect(rewardAnchor({ promotionType: 'RELOAD', promotionId: 12 })).toBe('reward-promotion-12');
    expect(rewardAnchor({ promotionType: 'WHEEL', promotionId: 3 })).toBe('reward-promotion-3');
    expect(promotionOfAnchor(rewardAnchor({ promotionType: null, promotionId: 7 }))).toBe(7);
  });

  it("else points a ticket kind's announcement at its card, and any other promotion at the promotion bonuses", () => {
    expect(rewardAnchor({ promotionType: 'RED_ENVELOPE' })).toBe('reward-red_envelope');
    expect(rewardAnchor({ promotionType: 'golden_egg' })).toBe('reward-golden_egg');
    expect(rewardAnchor({ promotionType: 'WHEEL' })).toBe('reward-wheel');
    expect(rewardAnchor({ promotionType: 'FIRST_DEPOSIT' })).toBe('reward-promotions');
    expect(rewardAnchor({ promotionType: '' })).toBe('reward-promotions');
    expect(rewardAnchor({ promotionType: null })).toBe('reward-promotions');
  });

  it('reads back only the promotion cards', () => {
    expect(promotionOfAnchor('reward-promotions')).toBeNull();
    expect(promotionOfAnchor('reward-wheel')).toBeNull();
    expect(promotionOfAnchor('reward-promotion-x')).toBeNull();
  });
});

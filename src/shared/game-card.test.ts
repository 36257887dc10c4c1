import { describe, expect, it } from 'vitest';
import { cardAction } from './game-card.ts';

describe('cards', () => {
  it('open the vendor popup when they are vendors (VASSALAGE), else launch', () => {
    expect(cardAction({ isGame: 'VASSALAGE' })).toBe('popup');
    expect(cardAction({ isGame: 'GAME' })).toBe('launch');
    expect(cardAction({})).toBe('launch');
  });
});

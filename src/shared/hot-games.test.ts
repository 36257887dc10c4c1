import { describe, expect, it } from 'vitest';
import { hotFirstScreen, hotHasMore, lobbyHotGames, vendorsPresent } from './hot-games.ts';

const game = (gameType: string, id: number) => ({ gameType, nodeId: id }) as { gameType: 'RNG'; nodeId: number };

describe('HOT category', () => {
  it('keeps at most 5 each of sports, e-sports and cockfight, in the gateway order', () => {
    const games = [
      ...Array.from({ length: 7 }, (_, i) => game('SPORTS', i)),
      ...Array.from({ length: 7 }, (_, i) => game('RNG', 100 + i)),
      ...Array.from({ length: 6 }, (_, i) => game('COCKFIGHT', 200 + i)),
    ];
    const hot = lobbyHotGames(games);
    expect(hot.filter((g) => g.gameType === ('SPORTS' as string))).toHaveLength(5);
    expect(hot.filter((g) => g.gameType === ('COCKFIGHT' as string))).toHaveLength(5);
    expect(hot.filter((g) => g.gameType === 'RNG')).toHaveLength(7);
    expect(hot.map((g) => g.nodeId)).toEqual([0, 1, 2, 3, 4, 100, 101, 102, 103, 104, 105, 106, 200, 201, 202, 203, 204]);
  });

  it('shows 12 on the first screen', () => {
    const games = Array.from({ length: 30 }, (_, i) => game('RNG', i));
    expect(hotFirstScreen(games).map((g) => g.nodeId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(hotFirstScreen(games.slice(0, 3))).toHaveLength(3);
  });

  it('has a More past its first screen, counting what the caps leave', () => {
    expect(hotHasMore(Array.from({ length: 12 }, (_, i) => game('RNG', i)))).toBe(false);
    expect(hotHasMore(Array.from({ length: 13 }, (_, i) => game('RNG', i)))).toBe(true);
    expect(
      hotHasMore([...Array.from({ length: 10 }, (_, i) => game('RNG', i)), ...Array.from({ length: 7 }, (_, i) => game('SPORTS', 50 + i))]),
    ).toBe(true);
    expect(
      hotHasMore([...Array.from({ length: 7 }, (_, i) => game('RNG', i)), ...Array.from({ length: 7 }, (_, i) => game('SPORTS', 50 + i))]),
    ).toBe(false);
  });

  it("names the vendors its games come from, each once, in the list's order", () => {
    const of = (vassalage: string) => ({ vassalage });
    expect(vendorsPresent([of('PG'), of('EVO'), of('PG'), of('XYZ')])).toEqual([
      { code: 'PG', name: 'PG Soft' },
      { code: 'EVO', name: 'Evolution' },
      { code: 'XYZ', name: 'XYZ' },
    ]);
  });
});

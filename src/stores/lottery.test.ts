import { describe, expect, it } from 'vitest';
import { favouritesKey, readFavourites, toggleStoredFavourite, type FavouriteStorage } from './lottery.ts';
import { gameOfQuery } from './seamless.ts';

/** A Storage over a Map, as localStorage behaves for the calls the favourites make. */
function memoryStorage(): FavouriteStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

describe('lottery favourites', () => {
  it('are kept per merchant and username', () => {
    expect(favouritesKey('saigon', 'demo01')).toBe('sf-lottery-favourites:saigon:demo01');
    expect(favouritesKey('saigon', 'demo01')).not.toBe(favouritesKey('saigon', 'agent01'));
    expect(favouritesKey('saigon', 'demo01')).not.toBe(favouritesKey('luzon', 'demo01'));
  });

  it("toggle one game code at a time and never touch another player's", () => {
    const storage = memoryStorage();
    const mine = favouritesKey('saigon', 'demo01');
    const theirs = favouritesKey('saigon', 'agent01');
    expect([...toggleStoredFavourite(storage, mine, 'A')]).toEqual(['A']);
    expect([...toggleStoredFavourite(storage, mine, 'B')]).toEqual(['A', 'B']);
    expect([...toggleStoredFavourite(storage, mine, 'A')]).toEqual(['B']);
    expect([...readFavourites(storage, mine)]).toEqual(['B']);
    expect([...readFavourites(storage, theirs)]).toEqual([]);
  });

  it('read a damaged or foreign entry as none', () => {
    const storage = memoryStorage();
    storage.setItem('k1', '{not json');
    storage.setItem('k2', JSON.stringify({ a: 1 }));
    storage.setItem('k3', JSON.stringify(['A', 3, null, 'B']));
    expect([...readFavourites(storage, 'k1')]).toEqual([]);
    expect([...readFavourites(storage, 'k2')]).toEqual([]);
    expect([...readFavourites(storage, 'k3')]).toEqual(['A', 'B']);
  });
});

describe('/seamless launch parameters', () => {
  it('name a game by type and vendor game code or node id', () => {
    expect(gameOfQuery(new URLSearchParams('gameType=SPORTS&vassalage=SPB&gameCode=SPB_LOBBY'))).toEqual({
      gameType: 'SPORTS',
      vassalage: 'SPB',
      gameCode: 'SPB_LOBBY',
      nodeId: 0,
    });
    expect(gameOfQuery(new URLSearchParams('gameType=RNG&nodeId=1234'))).toEqual({
      gameType: 'RNG',
      vassalage: '',
      gameCode: '',
      nodeId: 1234,
    });
  });

  it('name nothing without a type, or without a code or a valid node id', () => {
    for (const query of [
      '',
      'gameCode=X',
      'gameType=RNG',
      'gameType=RNG&nodeId=abc',
      'gameType=RNG&nodeId=-3',
      'gameType=RNG&nodeId=1.5',
    ]) {
      expect(gameOfQuery(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

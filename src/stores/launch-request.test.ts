import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { launchRequest } from './games.ts';

// launchRequest reads the page's language (#sf-config) and address: give it a page of its own.
beforeAll(() => {
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'sf-config' ? { textContent: JSON.stringify({ lang: 'VI', defaultLang: 'VI' }) } : null),
  });
  vi.stubGlobal('location', { href: 'https://saigon.example/lottery?gameCode=X' });
});
afterAll(() => vi.unstubAllGlobals());

const slot = { nodeId: 1234, vassalage: 'PG', gameType: 'RNG', gameCode: 'PG_RNG_0001' } as const;

describe('launchRequest', () => {
  it('launches a listed game by node id in GLS mode', () => {
    expect(launchRequest(slot, false)).toEqual({
      launchMode: 'GLS',
      accountType: 1,
      gameType: 'RNG',
      vassalage: 'PG',
      gameCode: 'PG_RNG_0001',
      nodeId: 1234,
      language: 'VI',
      platform: 'html5-desktop',
      backUrl: 'https://saigon.example/lottery?gameCode=X',
    });
    expect(launchRequest(slot, true).accountType).toBe(0);
  });

  it('names the room a card game is launched into, and no room otherwise', () => {
    const cards = { nodeId: 2001, vassalage: 'KM', gameType: 'PVP', gameCode: 'KM_PVP_0001' } as const;
    expect(launchRequest(cards, false, undefined, 20013)).toMatchObject({ nodeId: 2001, roomId: 20013, launchMode: 'GLS' });
    expect(launchRequest(cards, false)).not.toHaveProperty('roomId');
  });

  it('leaves the node id out for a game that has none (vendor cards, lottery games)', () => {
    expect(launchRequest({ ...slot, nodeId: 0 }, false)).not.toHaveProperty('nodeId');
  });

  it('adds the lotto fields on a lottery page', () => {
    const game = { nodeId: 0, vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'TCG_LOTTO_VN_ELOTT_0003' } as const;
    expect(launchRequest(game, false, { prizeMode: 'ELOTT', view: 'betting' })).toEqual({
      launchMode: 'LOTT',
      accountType: 1,
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      gameCode: 'TCG_LOTTO_VN_ELOTT_0003',
      language: 'VI',
      platform: 'html5-desktop',
      backUrl: 'https://saigon.example/lottery?gameCode=X',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_ELOTT_0003',
      lottoView: 'betting',
      device: 'WEB',
    });
    expect(launchRequest({ ...game, gameType: 'LOTT' }, false, { prizeMode: 'SEA', view: 'lobby' })).toMatchObject({
      launchMode: 'LOTT',
      lottoPrizeMode: 'SEA',
      lottoView: 'lobby',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { countdownText, lotteryGameType, nextDraw, prizeMode, type VendorGroup, lotteryPageOf } from './prize-mode.ts';

const card = (vassalage: string, gameType?: string) => ({ vassalage, displayName: vassalage, ...(gameType ? { gameType } : {}) });
// The shapes the gateway sends: gamesNewVendors lanes (gameType) and game menus (gameCategory).
const lanes = (...groups: Array<[string, string[]]>): VendorGroup[] =>
  groups.map(([gameType, vendors]) => ({ gameType, cards: vendors.map((v) => card(v, gameType)) }));
const menus = (...groups: Array<[string, string[]]>): VendorGroup[] =>
  groups.map(([gameCategory, vendors]) => ({ gameCategory, cards: vendors.map((v) => card(v)) }));

describe('prizeMode on /lottery', () => {
  it('is ELOTT when an ELOTT lane or category has a TCG_LOTTO_VN or LOTT card', () => {
    expect(prizeMode(lanes(['RNG', ['PG']], ['ELOTT', ['TCG_LOTTO_VN']], ['LOTT', ['TCG_SEA', 'VR']]), 'lottery')).toBe('ELOTT');
    expect(prizeMode(menus(['ELOTT', ['LOTT']]), 'lottery')).toBe('ELOTT');
    expect(prizeMode(menus(['ELOTT', ['OTHER', 'TCG_LOTTO_VN']]), 'lottery')).toBe('ELOTT');
  });

  it('is LOTT otherwise: no ELOTT card, an ELOTT card of another vendor, or those vendors outside ELOTT', () => {
    expect(prizeMode([], 'lottery')).toBe('LOTT');
    expect(prizeMode(lanes(['LOTT', ['TCG_SEA', 'VR']]), 'lottery')).toBe('LOTT');
    expect(prizeMode(lanes(['ELOTT', ['OTHER_VN']]), 'lottery')).toBe('LOTT');
    expect(prizeMode(menus(['LOTT', ['TCG_LOTTO_VN', 'LOTT']]), 'lottery')).toBe('LOTT');
  });

  it('reads "named" as the vendor code, not the display name or the lobby code', () => {
    const byName: VendorGroup[] = [
      { gameType: 'ELOTT', cards: [{ vassalage: 'XYZ', displayName: 'TCG_LOTTO_VN', gameCode: 'LOTT' } as VendorGroup['cards'][number]] },
    ];
    expect(prizeMode(byName, 'lottery')).toBe('LOTT');
  });

  it("takes a card's own gameType over its group's", () => {
    expect(prizeMode([{ gameCategory: 'HOT', cards: [card('TCG_LOTTO_VN', 'ELOTT')] }], 'lottery')).toBe('ELOTT');
    expect(prizeMode([{ gameType: 'ELOTT', cards: [card('TCG_LOTTO_VN', 'LOTT')] }], 'lottery')).toBe('LOTT');
  });
});

describe('prizeMode on the other lottery pages', () => {
  it('is SEA on /seaLottery, ELOTT on /vnLottery and ZY on /zyLottery, whatever the vendors', () => {
    for (const groups of [[], lanes(['ELOTT', ['TCG_LOTTO_VN']])]) {
      expect(prizeMode(groups, 'seaLottery')).toBe('SEA');
      expect(prizeMode(groups, 'vnLottery')).toBe('ELOTT');
      expect(prizeMode(groups, 'zyLottery')).toBe('ZY');
    }
  });

  it("sends a vendor's draws to the page of its prize mode, any other vendor to /lottery", () => {
    expect(['TCG_SEA', 'VR', 'TCG_LOTTO_VN', 'GPI'].map(lotteryPageOf)).toEqual(['seaLottery', 'zyLottery', 'vnLottery', 'lottery']);
  });
});

describe('lottery helpers', () => {
  it('launches the e-lottery as ELOTT and every other mode as LOTT', () => {
    expect(lotteryGameType('ELOTT')).toBe('ELOTT');
    expect(['LOTT', 'SEA', 'ZY'].map((m) => lotteryGameType(m as 'LOTT'))).toEqual(['LOTT', 'LOTT', 'LOTT']);
  });

  it('moves a passed draw on by whole intervals', () => {
    const minute = 60_000;
    expect(nextDraw(10 * minute, 5, 9 * minute)).toBe(10 * minute);
    expect(nextDraw(10 * minute, 5, 10 * minute)).toBe(15 * minute);
    expect(nextDraw(10 * minute, 5, 23 * minute)).toBe(25 * minute);
    expect(nextDraw(10 * minute, 0, 23 * minute)).toBe(10 * minute);
  });

  it('shows the countdown as mm:ss, with hours past an hour', () => {
    expect([0, 9, 61, 3599, 3600, 86_399, -4].map(countdownText)).toEqual([
      '00:00',
      '00:09',
      '01:01',
      '59:59',
      '1:00:00',
      '23:59:59',
      '00:00',
    ]);
  });
});

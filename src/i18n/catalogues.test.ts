import { describe, expect, it } from 'vitest';
import EN from './locales/EN.json' with { type: 'json' };
import TY from './locales/TY.json' with { type: 'json' };
import VI from './locales/VI.json' with { type: 'json' };
import { translator, localized } from './translate.ts';
import { PATTERNS } from '../../core/patterns.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('EN and TY have identical key sets (both ship complete)', () => {
    expect(Object.keys(TY).sort()).toEqual(Object.keys(EN).sort());
  });

  it('have no keys EN lacks, and keep every placeholder', () => {
    for (const [name, catalogue] of Object.entries({ TY, VI }) as Array<[string, Record<string, string>]>) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(key in EN, `${name} ${key}`).toBe(true);
        expect(placeholders(text), `${name} ${key}`).toEqual(placeholders((EN as Record<string, string>)[key]!));
      }
    }
  });

  it('TY words the rewards and money texts in Tagalog, keeping as they are only the terms Filipino sites use so', () => {
    // Placeholders and signs only, or words the Philippine market's sites leave in English.
    const kept = new Set([
      'island.points.priceWithAmount',
      'island.bonus.progress',
      'island.vip.points',
      'island.vip.withdrawals',
      'island.vip.bonus',
      'island.bonus.totals_one',
      'island.bonus.col.bonus',
      'island.bonus.status',
      'island.rebate.col.rate',
      'island.rebate.col.amount',
      'island.deposit.kind.EWALLET',
      'island.deposit.kind.CRYPTO',
      'island.withdraw.col.account',
    ]);
    const rewardsAndMoney =
      /^(menu\.pointMall|page\.pointMall|island\.(points|missions|raffle|vip|bonus|rewards|rebate|referral|deposit|withdraw)\.)/;
    const en = EN as Record<string, string>;
    const ty = TY as Record<string, string>;
    expect(Object.keys(en).filter((key) => rewardsAndMoney.test(key) && !kept.has(key) && ty[key] === en[key])).toEqual([]);
  });

  it('have a message for every registration pattern', () => {
    for (const id of Object.keys(PATTERNS)) expect(EN, id).toHaveProperty([`reg_pattern_${id}`]);
  });
});

describe('translator', () => {
  it('translates and interpolates', () => {
    expect(translator('EN')('nav.vendorsOf', { type: 'Slots' })).toBe('Slots providers');
    expect(translator('TY')('header.login')).toBe(TY['header.login']);
    expect(translator('TY')('header.login')).not.toBe(EN['header.login']);
  });

  it("picks the plural form the language's rules name", () => {
    expect(translator('EN')('games.vendorGames', { count: 1 })).toBe('1 game');
    expect(translator('EN')('games.vendorGames', { count: 12 })).toBe('12 games');
    expect(translator('TY')('games.vendorGames', { count: 1 })).toBe('1 laro');
    expect(translator('VI')('games.vendorGames', { count: 1 })).toBe('1 trò chơi');
  });

  it('answers a repeated lookup with its own values, not an earlier call’s', () => {
    const t = translator('EN');
    expect(t('lobby.welcomeNotice', { brand: 'Luzon' })).toContain('Welcome to Luzon!');
    expect(t('lobby.welcomeNotice', { brand: 'Saigon' })).toContain('Welcome to Saigon!');
    expect(translator('EN')('lobby.welcomeNotice', { brand: 'Luzon' })).toContain('Welcome to Luzon!');
    expect(t('games.vendorGames', { count: 1 })).toBe('1 game');
    expect(t('games.vendorGames', { count: 2 })).toBe('2 games');
    expect(t('reg_pattern_ANY', { min: 1, max: 2 })).not.toBe(t('reg_pattern_ANY', { min: 2, max: 1 }));
    expect(translator('TY')('games.vendorGames', { count: 1 })).toBe('1 laro');
  });

  it('falls back to EN key by key for a language without a catalogue', () => {
    expect(translator('AR')('header.login')).toBe(EN['header.login']);
    expect(translator('JA')('reg_pattern_ALNUM', { min: 2, max: 4 })).toBe('Use 2 to 4 letters or digits only.');
  });
});

describe('operator texts', () => {
  it('use the page language, then EN, then the default language', () => {
    expect(localized({ EN: 'e', TY: 't' }, 'TY', 'TY')).toBe('t');
    expect(localized({ EN: 'e', TY: 't' }, 'VI', 'TY')).toBe('e');
    expect(localized({ TY: 't' }, 'VI', 'TY')).toBe('t');
    expect(localized({ JA: 'j' }, 'VI', 'TY')).toBe('j');
    expect(localized(undefined, 'VI', 'TY')).toBe('');
  });
});

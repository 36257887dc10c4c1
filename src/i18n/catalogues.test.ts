import { describe, expect, it } from 'vitest';
import AR from './locales/AR.json' with { type: 'json' };
import EN from './locales/EN.json' with { type: 'json' };
import TY from './locales/TY.json' with { type: 'json' };
import VI from './locales/VI.json' with { type: 'json' };
import { translator, localized } from './translate.ts';
import { PATTERNS } from '../../core/patterns.ts';
import { LANGUAGES } from './languages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('EN and TY have identical key sets (both ship complete)', () => {
    expect(Object.keys(TY).sort()).toEqual(Object.keys(EN).sort());
  });

  it('have no keys EN lacks, and keep every placeholder', () => {
    for (const [name, catalogue] of Object.entries({ TY, VI, AR }) as Array<[string, Record<string, string>]>) {
      for (const [key, text] of Object.entries(catalogue)) {
        expect(key in EN, `${name} ${key}`).toBe(true);
        expect(placeholders(text), `${name} ${key}`).toEqual(placeholders((EN as Record<string, string>)[key]!));
      }
    }
  });

  it('translate every text, keeping in English only the allowed names and terms', () => {
    // Kept as English in both: brands, products and channels, codes, and game names that the
    // Philippine and Vietnamese markets' sites print in English; a text of placeholders and signs only.
    const names = [
      /^(apps\.(ios|android|lite)|social\.\w+|cs\.(TELEGRAM|WHATSAPP|FACEBOOK|EMAIL|LIVECHAT)|island\.cs\.(TELEGRAM|WHATSAPP|FACEBOOK|EMAIL|LIVECHAT))$/,
      /^form\.(email|line|whatsapp|facebook|wechat|telegram|zalo)$/,
      /^(island\.forgot\.tab\.email|island\.login\.captcha|island\.confirm|lobby\.carousel)$/,
      /^(gameClass\.(SC|VP|AC|BG|Crash)|games\.live\.(kind|result|short)\.\w+|games\.live\.(dealer|studio))$/,
      /^nav\.menu$/,
    ];
    // Kept in TY alone: the English words Filipino sites and TY's own sentences use as they are
    // ("username", "password", "account", "wallet", "rebate", the agent's "downline").
    const tagalogKept = new Set([
      'nav.home',
      'nav.account',
      'gameType.RNG',
      'gameType.LIVE',
      'gameType.FISH',
      'gameType.SPORTS',
      'gameType.ESPORTS',
      'form.username',
      'form.password',
      'island.login.tab.username',
      'island.register.tab.username',
      'island.registerCenter.username',
      'island.registerCenter.password',
      'island.deposit.kind.EWALLET',
      'island.deposit.kind.CRYPTO',
      'island.withdraw.col.account',
      'island.records.col.wallet',
      'island.overview.account',
      'island.security.profile',
      'island.security.col.ip',
      'island.security.col.device',
      'island.reports.account',
      'island.reports.subAgent',
      'island.reports.col.account',
      'island.downlines.account',
      'island.downlines.status.ONLINE',
      'island.downlines.status.OFFLINE',
      'island.contracts.col.account',
      'island.contracts.col.upline',
      'island.contracts.col.downline',
      'island.contracts.dialog.rate',
      'island.rebate.col.rate',
      'island.rebate.col.amount',
      'island.records.kind.rebate',
      'island.records.kind.bonus',
      'member.manualRebate',
      'island.bonus.status',
      'island.bonus.col.bonus',
      'island.vip.bonus',
    ]);
    const signsOnly = (text: string) => !/\p{L}/u.test(text.replace(/\{\{\w+\}\}/g, ''));
    const en = EN as Record<string, string>;
    const untranslated = (catalogue: Record<string, string>, kept: ReadonlySet<string>) =>
      Object.keys(catalogue).filter(
        (key) => catalogue[key] === en[key] && !signsOnly(en[key]!) && !kept.has(key) && !names.some((name) => name.test(key)),
      );
    expect(untranslated(TY, tagalogKept)).toEqual([]);
    expect(untranslated(VI, new Set())).toEqual([]);
  });

  it("carry the specification's slot-games claim as the site's own text, 10,000 in each language's number shape", () => {
    // Specification section 9: "Nearly 10,000 slot games claimed" (the slots page, GamePage.astro);
    // a brand's config may say more in its own copy, but the site's text is not a brand's.
    for (const [code, catalogue] of Object.entries({ EN, TY, VI }) as Array<['EN' | 'TY' | 'VI', Record<string, string>]>) {
      const claim = catalogue['games.slotsClaim'];
      expect(claim, code).toContain(new Intl.NumberFormat(LANGUAGES[code].tag).format(10_000));
    }
    expect(EN['games.slotsClaim']).toBe('Nearly 10,000 slot games');
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

  it('falls back to EN key by key for a language without a catalogue, or a message its catalogue lacks', () => {
    expect(translator('JA')('header.login')).toBe(EN['header.login']);
    expect(translator('AR')('header.login')).toBe(EN['header.login']);
    expect(translator('AR')('consent.accept')).toBe(AR['consent.accept']);
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

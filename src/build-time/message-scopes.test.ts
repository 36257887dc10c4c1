import { describe, expect, it } from 'vitest';
import en from '../i18n/locales/EN.json' with { type: 'json' };
import { inScope, messageScopes, messagesForPage, namedKeys } from './message-scopes.ts';

const scope = (keys: string[], prefixes: string[] = []) => ({ keys: new Set(keys), prefixes: new Set(prefixes) });

describe('namedKeys', () => {
  it('reads whole keys, and key beginnings completed at run time', () => {
    const named = namedKeys(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text, read as the build reads it
      't(\'island.deposit\'); t("island.unread", { count }); t(`island.bonus.source.${kind}`); t(\'island.points.\' + x); prefix="island.deposit.status."',
    );
    expect([...named.keys].sort()).toEqual(['island.deposit', 'island.unread']);
    expect([...named.prefixes].sort()).toEqual(['island.bonus.source.', 'island.deposit.status.', 'island.points.']);
  });
});

describe('inScope', () => {
  it('keeps every key outside island., a named key with its plural forms, and what a prefix begins', () => {
    const s = scope(['island.unread', 'island.deposit'], ['island.bonus.source.']);
    expect(inScope('error.network', s)).toBe(true);
    expect(inScope('island.unread_one', s)).toBe(true);
    expect(inScope('island.unread_other', s)).toBe(true);
    expect(inScope('island.bonus.source.vip', s)).toBe(true);
    expect(inScope('island.deposit', s)).toBe(true);
    // A key that only shares the beginning of a named key's name is another key.
    expect(inScope('island.deposit.title', s)).toBe(false);
    expect(inScope('island.bonus.status.OPEN', s)).toBe(false);
  });
});

describe('messagesForPage', () => {
  it("gives a page the app's keys and its own islands', never another island's", () => {
    const scopes = { app: scope(['island.close']), islands: new Map([['depositv2', scope([], ['island.deposit.'])]]) };
    const messages = {
      'games.all': 'All',
      'island.close': 'Close',
      'island.deposit.title': 'Deposit',
      'island.points.count_one': 'Points',
    };
    expect(messagesForPage(messages, ['depositv2', 'modal-root'], scopes)).toEqual({
      'games.all': 'All',
      'island.close': 'Close',
      'island.deposit.title': 'Deposit',
    });
    expect(messagesForPage(messages, [], scopes)).toEqual({ 'games.all': 'All', 'island.close': 'Close' });
  });
});

describe('the scopes of this project', () => {
  const scopes = messageScopes();

  it('reach every island message of the catalogue (a key made at run time names its beginning, ending in a dot)', () => {
    const all = [scopes.app, ...scopes.islands.values()];
    expect(Object.keys(en).filter((key) => !all.some((s) => inScope(key, s)))).toEqual([]);
  });

  it("leave the member and agent centres' messages to their own pages", () => {
    expect(inScope('island.contracts.modal.title', scopes.app)).toBe(true); // the contract modal opens after an agent's login
    expect(inScope('island.points.count_one', scopes.app)).toBe(false);
    expect(inScope('island.points.count_one', scopes.islands.get('pointMall')!)).toBe(true);
    expect(inScope('island.reports.total', scopes.app)).toBe(false);
  });
});

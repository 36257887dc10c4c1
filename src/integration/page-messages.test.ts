import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import type { MessageScopes } from '../build-time/message-scopes.ts';
import { messagesPlaceholder, pageMessagesTrimmer, scopesToJson } from './page-messages.ts';

const scopes: MessageScopes = {
  app: { keys: new Set(['island.close']), prefixes: new Set() },
  islands: new Map([['depositv2', { keys: new Set(['island.deposit']), prefixes: new Set(['island.bank.']) }]]),
};
const catalogues: Partial<Record<LanguageCode, Record<string, string>>> = {
  EN: {
    'games.all': 'All',
    'island.close': 'Close',
    'island.deposit': 'Deposit',
    'island.bank.name': 'Bank',
    'island.other': 'x',
  },
  VI: { 'games.all': 'Tất cả', 'island.other': 'x' },
  TH: { 'games.all': 'ทั้งหมด', 'island.close': '</script>' },
};
const page = (islands: string[], messages: string) =>
  `<html><body>${islands.map((name) => `<div data-island="${name}"></div>`).join('')}<script type="application/json" id="sf-messages">${messages}</script><script src="/a.js"></script></body></html>`;

/** A trimmer over the catalogues above that counts how often it asked for one. */
function trimmer() {
  const asked: string[] = [];
  const trim = pageMessagesTrimmer(scopesToJson(scopes), (lang) => {
    asked.push(lang);
    return catalogues[lang]!;
  });
  return { asked, trim: (text: string) => trim(Buffer.from(text)).toString('utf8') };
}

describe('putting a page’s island messages in place of its placeholder', () => {
  it('keeps every key outside island., the app’s and the page islands’ keys, and leaves the rest of the page as it was', () => {
    const { trim } = trimmer();
    expect(trim(page(['depositv2', 'modal-root', 'depositv2'], messagesPlaceholder('EN')))).toBe(
      page(
        ['depositv2', 'modal-root', 'depositv2'],
        JSON.stringify({ 'games.all': 'All', 'island.close': 'Close', 'island.deposit': 'Deposit', 'island.bank.name': 'Bank' }),
      ),
    );
    expect(trim(page([], messagesPlaceholder('EN')))).toBe(page([], JSON.stringify({ 'games.all': 'All', 'island.close': 'Close' })));
  });

  it('escapes what it embeds as BaseLayout does, and leaves a page without the placeholder alone', () => {
    const { trim } = trimmer();
    expect(trim(page([], messagesPlaceholder('TH')))).toBe(page([], '{"games.all":"ทั้งหมด","island.close":"\\u003c/script>"}'));
    expect(trim('<html><body><p>no messages</p></body></html>')).toBe('<html><body><p>no messages</p></body></html>');
    const whole = page([], JSON.stringify(catalogues['EN']));
    expect(trim(whole)).toBe(whole);
  });

  it('keeps the bytes of text around it, takes each page’s own language, and asks for each catalogue once', () => {
    const { trim, asked } = trimmer();
    expect(trim(`<p>Đăng nhập ✓</p>${page([], messagesPlaceholder('VI'))}`)).toBe(
      `<p>Đăng nhập ✓</p>${page([], '{"games.all":"Tất cả"}')}`,
    );
    expect(trim(page(['depositv2'], messagesPlaceholder('VI')))).toBe(page(['depositv2'], '{"games.all":"Tất cả"}'));
    expect(trim(page([], messagesPlaceholder('EN')))).toBe(page([], JSON.stringify({ 'games.all': 'All', 'island.close': 'Close' })));
    expect(asked).toEqual(['VI', 'EN']);
  });

  it('reads an island only from a whole data-island attribute with a name', () => {
    const { trim } = trimmer();
    const kept = JSON.stringify({ 'games.all': 'All', 'island.close': 'Close' });
    const notIslands = '<div xdata-island="depositv2"></div><div data-island=""></div>';
    expect(trim(`${notIslands}${page([], messagesPlaceholder('EN'))}`)).toBe(`${notIslands}${page([], kept)}`);
    const unclosed = `<script type="application/json" id="sf-messages">${messagesPlaceholder('EN')}`;
    expect(trim(unclosed)).toBe(unclosed);
  });
});

import { describe, expect, it } from 'vitest';
import type { MessageScopes } from '../build-time/message-scopes.ts';
import { pageMessagesTrimmer, scopesToJson } from './page-messages.ts';

const scopes: MessageScopes = {
  app: { keys: new Set(['island.close']), prefixes: new Set() },
  islands: new Map([['depositv2', { keys: new Set(['island.deposit']), prefixes: new Set(['island.bank.']) }]]),
};
const catalogue = {
  'games.all': 'All',
  'island.close': 'Close',
  'island.deposit': 'Deposit',
  'island.bank.name': 'Bank',
  'island.other': 'x',
};
const page = (islands: string[], messages: string) =>
  `<html><body>${islands.map((name) => `<div data-island="${name}"></div>`).join('')}<script type="application/json" id="sf-messages">${messages}</script><script src="/a.js"></script></body></html>`;

const trimText = (trim: (page: Buffer<ArrayBuffer>) => Buffer<ArrayBuffer>) => (text: string) => trim(Buffer.from(text)).toString('utf8');

describe('trimming a page’s island messages', () => {
  it('keeps every key outside island., the app’s and the page islands’ keys, and leaves the rest of the page as it was', () => {
    const trim = trimText(pageMessagesTrimmer(scopesToJson(scopes)));
    const full = JSON.stringify(catalogue);
    expect(trim(page(['depositv2', 'modal-root', 'depositv2'], full))).toBe(
      page(
        ['depositv2', 'modal-root', 'depositv2'],
        JSON.stringify({ 'games.all': 'All', 'island.close': 'Close', 'island.deposit': 'Deposit', 'island.bank.name': 'Bank' }),
      ),
    );
    expect(trim(page([], full))).toBe(page([], JSON.stringify({ 'games.all': 'All', 'island.close': 'Close' })));
  });

  it('escapes what it embeds as the catalogue was, and leaves a page without messages alone', () => {
    const trim = trimText(pageMessagesTrimmer(scopesToJson(scopes)));
    expect(trim(page([], JSON.stringify({ 'games.all': '</script>' }).replace(/</g, '\\u003c')))).toBe(
      page([], '{"games.all":"\\u003c/script>"}'),
    );
    expect(trim('<html><body><p>no messages</p></body></html>')).toBe('<html><body><p>no messages</p></body></html>');
  });

  it('keeps the bytes of text in any script as they were, and tells apart catalogues of the same length', () => {
    const trim = trimText(pageMessagesTrimmer(scopesToJson(scopes)));
    const vi = JSON.stringify({ 'games.all': 'Tất cả', 'island.other': 'x' });
    const th = JSON.stringify({ 'games.all': 'ทั้งหมด', 'island.other': 'y' });
    expect(Buffer.byteLength(vi)).not.toBe(Buffer.byteLength(th));
    const sameLengthAsVi = vi.replace('Tất', 'Tấc');
    expect(trim(`<p>Đăng nhập ✓</p>${page([], vi)}`)).toBe(`<p>Đăng nhập ✓</p>${page([], '{"games.all":"Tất cả"}')}`);
    expect(trim(page([], th))).toBe(page([], '{"games.all":"ทั้งหมด"}'));
    expect(trim(page([], sameLengthAsVi))).toBe(page([], '{"games.all":"Tấc cả"}'));
  });

  it('reads an island only from a whole data-island attribute with a name', () => {
    const trim = trimText(pageMessagesTrimmer(scopesToJson(scopes)));
    const full = JSON.stringify(catalogue);
    const kept = JSON.stringify({ 'games.all': 'All', 'island.close': 'Close' });
    const notIslands = '<div xdata-island="depositv2"></div><div data-island=""></div>';
    expect(trim(`${notIslands}${page([], full)}`)).toBe(`${notIslands}${page([], kept)}`);
    const unclosed = `<script type="application/json" id="sf-messages">${full}`;
    expect(trim(unclosed)).toBe(unclosed);
  });
});

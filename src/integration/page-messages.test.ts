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

describe('trimming a page’s island messages', () => {
  it('keeps every key outside island., the app’s and the page islands’ keys, and leaves the rest of the page as it was', () => {
    const trim = pageMessagesTrimmer(scopesToJson(scopes));
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
    const trim = pageMessagesTrimmer(scopesToJson(scopes));
    expect(trim(page([], JSON.stringify({ 'games.all': '</script>' }).replace(/</g, '\\u003c')))).toBe(
      page([], '{"games.all":"\\u003c/script>"}'),
    );
    expect(trim('<html><body><p>no messages</p></body></html>')).toBe('<html><body><p>no messages</p></body></html>');
  });
});

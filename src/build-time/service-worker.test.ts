import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerJs } from './service-worker.ts';

const ORIGIN = 'https://site.example';

/** Runs the worker's source with a fake worker scope; returns what its fetch handler does with a request. */
function worker() {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    location: new URL(ORIGIN),
  };
  runInNewContext(
    serviceWorkerJs({ version: 'v1', shell: ['/'], offline: { '': '/offline.html' }, gatewayPrefixes: ['/wps/', '/lgw/', '/lotto/'] }),
    {
      self: scope,
      URL,
      // Nothing is fetched or kept here: only whether the worker answers is looked at.
      fetch: () => new Promise(() => undefined),
      caches: { match: () => new Promise(() => undefined) },
    },
  );
  /** True when the worker answers the request itself (from its cache or its own fetch). */
  return (url: string, init: { method?: string; mode?: string } = {}) => {
    let answered = false;
    listeners.get('fetch')!({
      request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: () => (answered = true),
    });
    return answered;
  };
}

describe('the service worker', () => {
  it('never answers a gateway call, another origin or a non-GET: the browser fetches those as without it', () => {
    const answers = worker();
    for (const path of ['/wps/member/info', '/lgw/game/launch', '/lotto/draws', '/wps/static/icons/vendor/JL.png'])
      expect(answers(`${ORIGIN}${path}`), path).toBe(false);
    expect(answers('https://img.site.example/a.png')).toBe(false);
    expect(answers('https://gateway.example/wps/member/info')).toBe(false);
    expect(answers(`${ORIGIN}/theme.css`, { method: 'POST' })).toBe(false);
  });

  it("answers the site's pages, bundles and shell files", () => {
    const answers = worker();
    expect(answers(`${ORIGIN}/rng`, { mode: 'navigate' })).toBe(true);
    expect(answers(`${ORIGIN}/_astro/boot.A1.js`)).toBe(true);
    expect(answers(`${ORIGIN}/theme.css?v=1`)).toBe(true);
  });
});

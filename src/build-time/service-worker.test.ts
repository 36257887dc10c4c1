import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { serviceWorkerJs } from './service-worker.ts';

const ORIGIN = 'https://site.example';

/** Runs the worker's source with a fake worker scope; returns what its fetch handler does with a request. */
function worker(kept: string[] = []) {
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
      // Every fetch answers 200 (a page where the path has no file extension); what the worker keeps is recorded by its key.
      fetch: async (request: { url: string }) => ({
        ok: true,
        type: 'basic',
        headers: new Headers({
          'content-type': /\.\w+(\?|$)/.test(new URL(request.url).pathname) ? 'text/css' : 'text/html; charset=utf-8',
        }),
        clone: () => ({}),
      }),
      caches: {
        match: () => new Promise(() => undefined),
        open: async () => ({ put: async (key: string | { url: string }) => void kept.push(typeof key === 'string' ? key : key.url) }),
      },
    },
  );
  /** The worker's answer to a request (from its cache or its own fetch); undefined when it leaves it to the browser. */
  return (url: string, init: { method?: string; mode?: string } = {}) => {
    let answered: Promise<unknown> | undefined;
    listeners.get('fetch')!({
      request: { url, method: init.method ?? 'GET', mode: init.mode ?? 'cors' },
      respondWith: (response: Promise<unknown>) => (answered = response),
    });
    return answered;
  };
}

describe('the service worker', () => {
  it('never answers a gateway call, another origin or a non-GET: the browser fetches those as without it', () => {
    const answers = worker();
    for (const path of ['/wps/member/info', '/lgw/game/launch', '/lotto/draws', '/wps/static/icons/vendor/JL.png'])
      expect(answers(`${ORIGIN}${path}`), path).toBeUndefined();
    expect(answers('https://img.site.example/a.png')).toBeUndefined();
    expect(answers('https://gateway.example/wps/member/info')).toBeUndefined();
    expect(answers(`${ORIGIN}/theme.css`, { method: 'POST' })).toBeUndefined();
  });

  it("answers the site's pages, bundles and shell files", () => {
    const answers = worker();
    expect(answers(`${ORIGIN}/rng`, { mode: 'navigate' })).toBeDefined();
    expect(answers(`${ORIGIN}/_astro/boot.A1.js`)).toBeDefined();
    expect(answers(`${ORIGIN}/theme.css?v=1`)).toBeDefined();
  });

  it('does not keep a page a script fetched (a stale tab checking its address, ?token= and all); it keeps the files', async () => {
    const kept: string[] = [];
    const answers = worker(kept);
    await answers(`${ORIGIN}/help?token=secret`);
    await answers(`${ORIGIN}/theme.css?v=1`);
    expect(kept).toEqual([`${ORIGIN}/theme.css?v=1`]);
  });

  it('keeps a page without its query, so a session token in the address is never stored', async () => {
    const kept: string[] = [];
    await worker(kept)(`${ORIGIN}/help?token=secret`, { mode: 'navigate' });
    expect(kept).toEqual([`${ORIGIN}/help`]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const asked: string[] = [];
let answer: () => void = () => undefined;
vi.mock('./load-notice.ts', () => ({
  askToRetry: (problem: string) => {
    asked.push(problem);
    return new Promise<void>((resolve) => {
      answer = resolve;
    });
  },
  withdrawNotice: () => withdrawn++,
}));
let withdrawn = 0;
const { importWithRetry, RELOADED_FOR_KEY } = await import('./import-with-retry.ts');

const CHUNK = '/_astro/LoginModal.Bx12.js';
const failure = () => new TypeError(`Failed to fetch dynamically imported module: http://site.example${CHUNK}`);
const script = (boot: string) => `<script type="module" src="/_astro/${boot}.js"></script>`;
const page = (boot: string) => `<html><head>${script(boot)}</head></html>`;

/** A browser's globals as far as importWithRetry uses them: the chunk's status and the page served now. */
function browser(chunkStatus: number, servedPage: string) {
  const storage = new Map<string, string>();
  const reload = vi.fn();
  vi.stubGlobal('sessionStorage', { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) });
  vi.stubGlobal('location', { href: 'http://site.example/', pathname: '/', reload });
  vi.stubGlobal('document', { querySelectorAll: () => [{ outerHTML: script('boot.A1') }] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'HEAD' ? new Response(null, { status: chunkStatus }) : new Response(servedPage, { status: 200 }),
    ),
  );
  return { storage, reload };
}

/** A load that fails `times` times, then gives the module. */
function flaky(times: number) {
  let calls = 0;
  const load = vi.fn(async () => {
    if (calls++ < times) throw failure();
    return { LoginModal: 'module' };
  });
  return load;
}

beforeEach(() => {
  asked.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('importWithRetry', () => {
  it('retries a failed load once without telling the visitor', async () => {
    browser(200, page('boot.A1'));
    const load = flaky(1);
    await expect(importWithRetry(load)).resolves.toEqual({ LoginModal: 'module' });
    expect(load).toHaveBeenCalledTimes(2);
    expect(asked).toEqual([]);
  });

  it('asks after two failures on the same build, and loads again when the visitor retries', async () => {
    const { reload } = browser(200, page('boot.A1'));
    const load = flaky(2);
    const loaded = importWithRetry(load);
    await vi.waitFor(() => expect(asked).toEqual(['failed']));
    expect(load).toHaveBeenCalledTimes(2);
    answer();
    await expect(loaded).resolves.toEqual({ LoginModal: 'module' });
    expect(load).toHaveBeenCalledTimes(3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once into a new build when the chunk is gone, and asks instead the second time', async () => {
    const { storage, reload } = browser(404, page('boot.A1'));
    void importWithRetry(flaky(9));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(storage.get(RELOADED_FOR_KEY)).toBe(CHUNK);
    expect(asked).toEqual([]);
    // The reloaded page fails on the same chunk: no loop.
    void importWithRetry(flaky(9));
    await vi.waitFor(() => expect(asked).toEqual(['failed']));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads when the page's address now serves other bundles, though the failed chunk is still there", async () => {
    const { reload } = browser(200, page('boot.B2'));
    void importWithRetry(flaky(9));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('says the load is too slow after the time-out, and takes the module if it arrives meanwhile', async () => {
    browser(200, page('boot.A1'));
    vi.useFakeTimers();
    let arrive: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (arrive = resolve)));
    const loaded = importWithRetry(load, 120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(asked).toEqual(['slow']);
    arrive('late module');
    await expect(loaded).resolves.toBe('late module');
    expect(load).toHaveBeenCalledTimes(1);
    expect(withdrawn).toBe(1);
  });

  it('keeps the slow notice when the late load fails at last, and loads again on its retry', async () => {
    browser(200, page('boot.A1'));
    vi.useFakeTimers();
    let fail: (error: Error) => void = () => undefined;
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(() => new Promise<string>((_, reject) => (fail = reject)))
      .mockResolvedValueOnce('module');
    let settled = false;
    const loaded = importWithRetry(load, 120_000).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(asked).toEqual(['slow']);
    // A page island's load awaits its first gateway call too: that call failing late is no unhandled rejection.
    fail(new Error('network link abnormal'));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    answer();
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

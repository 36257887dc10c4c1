// Every load of code after the page's first script goes through importWithRetry: a chunk that fails
// on a flaky connection is fetched again, a visitor is told (with a retry button) rather than left
// with a dead button, and a tab left open across a deploy reloads itself into the new build.
import { bundleGone, servedPage } from '../api/served-build.ts';
import { askToRetry, withdrawNotice } from './load-notice.ts';

/** The specification's chunk load time-out (section "Other texts"): past it the page says the load is too slow. */
const LOAD_TIMEOUT_MS = 120_000;

/** The chunk a reload was made for (sessionStorage): the same failure after it does not reload again. */
export const RELOADED_FOR_KEY = 'sf-reloaded-for';

/** A hashed bundle the page refers to: what a deploy replaces. */
const BUNDLE = /\/_astro\/[\w.-]+\.(?:js|css)/g;

const TIMED_OUT = Symbol('timed out');

/**
 * Runs `load` (a dynamic import) and retries it once when it fails; then, if a deploy replaced the
 * page's build, reloads the tab once, and otherwise asks the visitor and tries again when they say
 * so. The promise settles only with the loaded module: a click that needed it completes late, never silently fails.
 */
export async function importWithRetry<T>(load: () => Promise<T>, timeout = LOAD_TIMEOUT_MS): Promise<T> {
  let tries = 0;
  for (;;) {
    const outcome = await attempt(load, timeout);
    if (outcome.ok) return outcome.value;
    tries++;
    if (outcome.late) {
      // A load still running after the time-out is not started again beside itself: if it arrives
      // while the notice shows, it is taken without a click; if it fails, the notice's retry starts it again.
      const arrived = await Promise.race([
        askToRetry('slow').then(() => undefined),
        outcome.late.then(
          (value) => ({ value }),
          () => new Promise<never>(() => {}),
        ),
      ]);
      if (arrived) {
        withdrawNotice();
        return arrived.value;
      }
      continue;
    }
    if (tries === 1) continue;
    if ((await buildReplaced(outcome.error)) && reloadOnce(outcome.error)) return new Promise<T>(() => {});
    await askToRetry('failed');
  }
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error?: unknown; late?: Promise<T> };

async function attempt<T>(load: () => Promise<T>, timeout: number): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loading = load();
  const late = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeout);
  });
  try {
    const value = await Promise.race([loading, late]);
    return value === TIMED_OUT ? { ok: false, late: loading } : { ok: true, value: value as T };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * True when the page's build is no longer the one served: the chunk the error names is gone (404),
 * or the page's address now refers to other hashed bundles than this document does.
 */
async function buildReplaced(error: unknown): Promise<boolean> {
  try {
    const chunk = String(error instanceof Error ? error.message : error).match(BUNDLE)?.[0];
    if (chunk && (await bundleGone(chunk))) return true;
    const served = await servedPage();
    if (served === undefined) return false;
    const own = Array.from(document.querySelectorAll('script[type="module"]'), (script) => script.outerHTML).join('');
    return bundles(served) !== bundles(own);
  } catch {
    // The network is down: not a deploy.
    return false;
  }
}

/** The hashed bundles the page's module scripts name (Vite's preload links, added later, are not scripts). */
function bundles(html: string): string {
  const scripts = html.match(/<script\b[^>]*type="module"[^>]*>[\s\S]*?<\/script>/g) ?? [];
  return [...new Set(scripts.join('').match(BUNDLE) ?? [])].sort().join(' ');
}

/** Reloads the tab unless it already reloaded for this failure (no loop when the new build fails too). */
function reloadOnce(error: unknown): boolean {
  const reason = String(error instanceof Error ? error.message : error).match(BUNDLE)?.[0] ?? location.pathname;
  if (sessionStorage.getItem(RELOADED_FOR_KEY) === reason) return false;
  sessionStorage.setItem(RELOADED_FOR_KEY, reason);
  location.reload();
  return true;
}

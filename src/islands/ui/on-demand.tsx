import { type ComponentType, type ReactNode, useEffect, useReducer } from 'react';
import { importWithRetry } from '../../client/import-with-retry.ts';

/**
 * A component whose code is a chunk of its own, loaded the first time it renders, through
 * importWithRetry (a failed load is retried, then the visitor is asked: never a silent failure).
 * It renders `fallback()` until the chunk has come, then the component at once.
 *
 * Not React's lazy() in a <Suspense>: React 19 holds back the content that replaces a Suspense
 * fallback until 300 ms after that fallback was shown (its fallback throttle, for retries), so every
 * dialog's first open waited for it even with its chunk already loaded (the login form after a cold
 * press, 190 ms of idle at 4× CPU in a trace). Here the component mounts in an ordinary render.
 */
export function onDemand<P extends object>(
  load: () => Promise<ComponentType<P> | { default: ComponentType<P> }>,
  fallback: () => ReactNode = () => null,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  // The module's default export, or the component the load picked from its module.
  const start = () =>
    (loading ??= importWithRetry(load).then((found) => {
      loaded = 'default' in found ? found.default : found;
    }));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per call, made once at module level (as lazy() makes its own)
  function OnDemand(props: P) {
    const [, rendered] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!loaded) void start().then(rendered);
    }, []);
    const Component = loaded;
    return Component ? <Component {...props} /> : fallback();
  }
  return OnDemand;
}

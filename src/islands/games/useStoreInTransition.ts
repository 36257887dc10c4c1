import type { ReadableAtom } from 'nanostores';
import { startTransition, useEffect, useState } from 'react';

/**
 * A store's value, like nanostores' useStore, except that its changes render in a React
 * transition: time-sliced, yielding to the browser every few milliseconds, instead of in one
 * synchronous render (useStore's useSyncExternalStore cannot be deferred). For the results of a
 * game list, whose change re-renders a page of cards: the control the player pressed updates at
 * once from its own store, the results follow without a long task (bench:interactions).
 */
export function useStoreInTransition<T>(store: ReadableAtom<T>): T {
  const [value, setValue] = useState(() => store.get());
  useEffect(() => {
    // A change between the first render and this subscription is not lost.
    setValue(store.get());
    return store.listen((next) => startTransition(() => setValue(() => next)));
  }, [store]);
  return value;
}

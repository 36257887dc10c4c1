import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../client/error-text.ts';

/** What a component's load left to show: its failure in the user's words ('' when none), and the retry. */
export interface Loaded {
  failed: string;
  /** Loads again (LoadFailed's retry button). */
  retry: () => void;
  /** Shows a later action's failure (a next page) the way a failed load shows. */
  fail: (error: unknown) => void;
}

/**
 * Loads what a component shows when it starts, and again whenever one of `deps` changes (a period,
 * a change elsewhere). Only the latest attempt's outcome counts: an older one answering late
 * neither clears nor sets the failure.
 */
export function useLoad(load: () => Promise<unknown>, deps: readonly unknown[] = []): Loaded {
  const [failed, setFailed] = useState('');
  const latest = useRef(load);
  latest.current = load;
  const attempt = useRef(0);
  const retry = () => {
    const mine = ++attempt.current;
    latest.current().then(
      () => mine === attempt.current && setFailed(''),
      (error: unknown) => mine === attempt.current && setFailed(errorText(error)),
    );
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again; the load itself is read from the ref
  useEffect(retry, deps);
  return { failed, retry, fail: (error) => setFailed(errorText(error)) };
}

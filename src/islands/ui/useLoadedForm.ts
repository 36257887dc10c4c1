import { useEffect, useRef, useState } from 'react';
import { errorText } from '../../client/error-text.ts';

/**
 * Loads what a modal's form needs (switches, register settings) once it opens. The form
 * arrives after the dialog opened and took focus, so its first field takes focus when it
 * does (once, not on later tab changes).
 */
export function useLoadedForm(load: () => Promise<unknown>) {
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState('');
  const body = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the modal opens, whatever load the next render passes
  useEffect(() => {
    load().then(
      () => setLoaded(true),
      (error: unknown) => setLoadError(errorText(error)),
    );
  }, []);
  useEffect(() => {
    if (loaded) body.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [loaded]);
  return { loaded, loadError, body };
}

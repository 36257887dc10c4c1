import type { ReactNode } from 'react';
import { LoadFailed } from '../ui/LoadFailed.tsx';

/**
 * A dialog's body before its data has come: the failure (what failed, why, and a retry) or a
 * loading line; null once the data is there. The live tables and the room chooser share it.
 */
export function loadingBody(
  state: { failed: string; retry: () => void; loaded: boolean },
  words: { loading: string; failed: string },
): ReactNode {
  if (state.failed) return <LoadFailed message={`${words.failed} ${state.failed}`} onRetry={state.retry} />;
  if (!state.loaded)
    return (
      <p className="games-empty" role="status">
        {words.loading}
      </p>
    );
  return null;
}

import { t } from '../../client/t.ts';

interface LoadFailedProps {
  onRetry: () => void;
  /** What could not be loaded, in the page's language; a game list by default. */
  message?: string;
  /**
   * Announce it as an alert. Off where the list already says so in a live region of its own
   * (GameResults), so a screen reader does not hear it twice.
   */
  alert?: boolean;
}

/** Something an island needs (a game list, the wallets) could not be loaded: says so and offers to try again. */
export function LoadFailed({ onRetry, message, alert = true }: LoadFailedProps) {
  return (
    <div className="games-error" role={alert ? 'alert' : undefined}>
      <p>{message ?? t('games.loadFailed')}</p>
      <button type="button" className="btn btn-ghost" onClick={onRetry}>
        {t('games.retry')}
      </button>
    </div>
  );
}

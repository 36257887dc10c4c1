// /seamless: a launched game in a frame filling the content area, with a back link and a
// full-screen button; a clear message instead of a frame when the address is refused.
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { sitePath } from '../client/page-data.ts';
import { t } from '../client/t.ts';
import { $seamless, startSeamless } from '../stores/seamless.ts';

/** Works out the game before the island replaces the placeholder (from the address: the mount says nothing more). */
export function prepareSeamless(_element: HTMLElement): Promise<void> {
  return startSeamless(new URLSearchParams(location.search));
}

/** Back where the player came from when that was a page of this site, else the lobby. */
function backHref(): string {
  try {
    const from = new URL(document.referrer);
    if (from.origin === location.origin && from.pathname !== location.pathname) return from.pathname + from.search;
  } catch {
    // No referrer, or not a URL.
  }
  return sitePath('');
}

export function Seamless() {
  const state = useStore($seamless);
  const stage = useRef<HTMLDivElement>(null);
  return (
    <div className="seamless">
      <div className="seamless-bar">
        <a className="btn btn-ghost" href={backHref()}>
          {t('games.seamless.back')}
        </a>
        {state.status === 'ready' && (
          <button type="button" className="btn btn-ghost" onClick={() => void stage.current?.requestFullscreen?.().catch(() => undefined)}>
            {t('games.seamless.fullscreen')}
          </button>
        )}
      </div>
      {state.status === 'ready' ? (
        <div className="seamless-stage" ref={stage}>
          <iframe
            className="seamless-frame"
            src={state.url}
            title={t('games.seamless.frameTitle')}
            allow="fullscreen; autoplay"
            allowFullScreen
          />
        </div>
      ) : state.status === 'launching' ? (
        <p className="seamless-message" role="status">
          {t('games.seamless.launching')}
        </p>
      ) : (
        state.status !== 'blocked' && (
          // Blocked: the login or real-account dialog says why; nothing to add here.
          <p className="seamless-message games-error" role="alert">
            {state.status === 'refused' && t('games.seamless.refused')}
            {state.status === 'missing' && t('games.seamless.missing')}
            {state.status === 'failed' && state.message}
          </p>
        )
      )}
    </div>
  );
}

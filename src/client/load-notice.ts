// The page's one notice for code that could not be loaded (src/client/import-with-retry.ts):
// plain DOM, no React, since React itself may be what failed to load.
import { replaceModalFrame } from './overlays.ts';
import { t } from './t.ts';

/** Why a load stopped: it failed twice, or it outlasted the specification's 120 s time-out. */
export type LoadProblem = 'failed' | 'slow';

let waiting: { notice: HTMLElement; retried: Promise<void>; done: () => void } | undefined;

/**
 * Shows the notice (once, however many loads wait on it) in the page's language, and resolves when
 * the visitor presses its retry button, which removes it.
 */
export function askToRetry(problem: LoadProblem): Promise<void> {
  if (waiting) {
    waiting.notice.querySelector('p')!.textContent = text(problem);
    return waiting.retried;
  }
  const notice = document.createElement('div');
  notice.className = 'load-notice surface';
  notice.setAttribute('role', 'alert');
  notice.dataset['problem'] = problem;
  const message = document.createElement('p');
  message.textContent = text(problem);
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-primary';
  button.textContent = t('games.retry');
  notice.append(message, button);
  let done: () => void = () => undefined;
  const retried = new Promise<void>((resolve) => {
    done = () => {
      notice.remove();
      waiting = undefined;
      resolve();
    };
  });
  button.addEventListener('click', done);
  waiting = { notice, retried, done };
  // A modal's loading frame would keep the notice behind it (inert): it goes, and the open it stood for waits for the retry.
  replaceModalFrame();
  document.body.append(notice);
  button.focus({ preventScroll: true });
  return retried;
}

/** Takes the notice away (a slow load arrived after all); whatever else waited on it tries again. */
export function withdrawNotice(): void {
  waiting?.done();
}

function text(problem: LoadProblem): string {
  return t(problem === 'slow' ? 'island.load.slow' : 'island.load.failed');
}

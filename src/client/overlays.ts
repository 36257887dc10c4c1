// One modal at a time: a layer that opens on its own (the announcement popups) waits
// until no modal layer is open, the phone's drawer or another dialog, and then opens. Plain
// TypeScript with no store, so the React modals and plain-DOM dialogs share the one rule.
// Open <dialog>s shown with showModal() are seen in the DOM; other code may add a source for a
// layer it has asked for but not drawn yet (a modal whose chunk is still loading).
import { FRAME_ATTRIBUTE } from './page-data.ts';

type Check = () => boolean;

const sources: Check[] = [() => [...document.querySelectorAll('dialog[open]')].some((dialog) => dialog.matches(':modal'))];
const waiting: Array<() => void> = [];
let listening = false;

/** Counts a layer that `isOpen` reports as an open modal layer too. */
export function addOverlaySource(isOpen: Check): void {
  sources.push(isOpen);
}

/** Whether any modal layer is open. */
function overlayOpen(): boolean {
  return sources.some((isOpen) => isOpen());
}

/** Runs `show` when no modal layer is open: at once, or after the open ones (and earlier waiters) have closed. */
export function whenNoOverlay(show: () => void): void {
  if (!waiting.length && !overlayOpen()) {
    show();
    return;
  }
  waiting.push(show);
  if (listening) return;
  listening = true;
  // 'close' does not bubble: the capture phase sees every dialog's.
  document.addEventListener('close', overlayClosed, true);
}

/**
 * Whether the visitor is using the page: focus is on one of its controls (a press, a click, Tab, or
 * a dialog they closed giving it back to its opener). Not the browser's user activation: Chromium
 * grants that to a page opened from its address bar before any input.
 */
function visitorActed(): boolean {
  const focused = document.activeElement;
  return Boolean(focused && focused !== document.body && focused !== document.documentElement);
}

/**
 * Runs `show`, a layer that opens on its own (the popups), once no modal layer is open; or never on
 * this page if by then the visitor is using it (visitorActed): it does not take the page, or the
 * focus, from someone already using it, nor open beside a layer they asked for whose code is still
 * coming (the drawer). The next page offers it again.
 */
export function whenVisitorIdle(show: () => void): void {
  whenNoOverlay(() => {
    if (!visitorActed()) show();
  });
}

/** Opens the next waiting layer if none is open now; a layer the DOM cannot see calls it when it closes. */
export function overlayClosed(): void {
  // After the closing code has run: a store cleared, a dialog unmounted.
  setTimeout(() => {
    if (!waiting.length || overlayOpen()) return;
    waiting.shift()?.();
  });
}

/**
 * Takes a modal's loading frame off the page without cancelling the open it stands for: the real
 * dialog (in the task that opens it, so there is never a second backdrop) or the load notice replaces it.
 * False when the visitor has just closed the frame (Escape, its close button, its backdrop) and its
 * close event, which cancels the open (modal-frame.ts), is still to come: the dialog stays shut.
 */
export function replaceModalFrame(): boolean {
  const frame = document.querySelector<HTMLDialogElement>(`dialog[${FRAME_ATTRIBUTE}]`);
  frame?.remove();
  return !frame || frame.open;
}

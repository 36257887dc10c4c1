// Login and registration answer a press at once: React's own start costs more than the
// 300 ms bar on a phone-class CPU, so while the islands load, the press opens a plain <dialog> with
// the modal's real header and a loading line, and React's Modal (src/islands/ui/Modal.tsx) replaces
// it in the same task as it opens. Loaded by boot.ts on a modal opener's press, kept out of a static
// page's first script (3 KB). docs/decisions/0023-dialog-frame-first.md.
// It imports only the page's first script (page-data.ts), already there, not t.ts or overlays.ts:
// those load with the islands, and this chunk would wait for them.
import { FRAME_ATTRIBUTE, pageMessages } from './page-data.ts';

type Islands = typeof import('../islands/main.tsx');

/**
 * The modals a cold page opens, with their title (the key the React modal shows) and their own
 * chunk, fetched beside the islands so that ModalHost's onDemand() finds it loaded; and about the
 * height of the form that replaces the loading line (rem; the demo merchants' forms measured 47-63
 * rem), so the panel does not jump when it comes: on most screens both are as tall as a dialog can be.
 */
const FRAMED: Partial<Record<string, { title: string; chunk: () => Promise<unknown>; rem: number }>> = {
  login: { title: 'island.login.title', chunk: () => import('../islands/modals/LoginModal.tsx'), rem: 47 },
  register: { title: 'island.register.title', chunk: () => import('../islands/modals/RegisterModal.tsx'), rem: 63 },
};

const fetched = new Set<string>();
let watched: Promise<Islands> | undefined;
let ready = false;
/** Whether the islands were not yet running at the last press: loaded by its click, they still take ~0.5 s to show the form. */
let cold = false;

/** Follows the islands' load from the press on, so that the click knows at once whether they run. */
function watch(islands: Promise<Islands>): void {
  if (watched === islands) return;
  watched = islands;
  void islands.then(() => {
    ready = true;
  });
}

/**
 * On the press (before its click): follows the islands' load and starts fetching the modal's own
 * chunk (once; a failure is left to the open, which retries: import-with-retry.ts).
 */
export function prefetch(modal: string, islands: Promise<Islands>): void {
  watch(islands);
  cold = !ready;
  const framed = FRAMED[modal];
  if (!framed || fetched.has(modal)) return;
  fetched.add(modal);
  framed.chunk().catch(() => fetched.delete(modal));
}

/**
 * Opens `modal` from `opener` once `islands` has loaded. While they load, a framed modal shows
 * its frame, in the click's own task when the press loaded this module (before React's evaluation,
 * which may arrive in the next task, can hold its paint back); closing the frame (Escape, its
 * close button, its backdrop) cancels the open, and focus goes back to the opener.
 */
export async function openModal(islands: Promise<Islands>, modal: string, opener: HTMLElement): Promise<void> {
  const framed = FRAMED[modal];
  // A member's page (boot.ts marks it from the tab's session before any press): a login or registration
  // opener there is a static game card's, drawn for visitors, pressed before the member's list has taken
  // its place (main.tsx starts it for the session). Asking a member to log in would be wrong: the list
  // does what was pressed, as a member, once it is there.
  if (framed && document.documentElement.dataset['session'] === 'member') {
    passToList(opener);
    return;
  }
  // Watched since the press, whether the islands ran before it is known now; else a settled
  // promise wins the race over the value after it.
  const running = watched === islands ? !cold : Boolean(await Promise.race([islands, undefined]));
  if (running || !framed) {
    (await islands).start({ modal, opener });
    return;
  }
  prefetch(modal, islands);
  const cancel = new AbortController();
  // One modal at a time (overlays.ts): an open dialog already holds the page; and a load notice
  // already up (the islands failed) must stay usable, not go behind a modal frame.
  if (!document.querySelector('dialog[open],.load-notice')) showFrame(text(framed.title), framed.rem, opener, cancel);
  (await islands).start({ modal, opener, signal: cancel.signal });
}

/**
 * A member's press on a game card the build drew: the card's list island takes it when it starts
 * (replay-press.ts' useReplayedCardPress reads data-pressed: the island's button for the same game
 * and action); a list that has started meanwhile, and taken the card away, takes it now.
 */
function passToList(opener: HTMLElement): void {
  const node = opener.closest<HTMLElement>('.game-card')?.dataset['nodeId'];
  const action = opener.classList[0];
  if (!node || !action) return;
  // The island's own card: same game, same button (game-card-play, -trial or -fav), no login opener.
  const button = `.game-card[data-node-id="${CSS.escape(node)}"] .${CSS.escape(action)}:not([data-open-modal])`;
  const list = opener.closest<HTMLElement>('[data-island]');
  if (list) list.dataset['pressed'] = button;
  else document.querySelector<HTMLElement>(`[data-island] ${button}`)?.click();
}

/** The frame: the real Modal's markup (its look), named by its title, focus on its close button. */
function showFrame(title: string, rem: number, opener: HTMLElement, cancel: AbortController): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'modal';
  dialog.setAttribute(FRAME_ATTRIBUTE, '');
  dialog.setAttribute('aria-labelledby', 'sf-frame-title');
  dialog.innerHTML =
    '<div class="modal-panel surface"><div class="modal-header"><h2 id="sf-frame-title"></h2><button type="button" class="modal-close">×</button></div><p class="placeholder" role="status"></p></div>';
  dialog.querySelector('h2')!.textContent = title;
  const close = dialog.querySelector('button')!;
  close.setAttribute('aria-label', text('island.close'));
  const status = dialog.querySelector('p')!;
  status.textContent = text('island.loading');
  status.style.minBlockSize = `${rem}rem`;
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    // Taken off by the real dialog or the load notice (overlays.ts replaceModalFrame): the open goes on;
    // or, closed by the visitor just before, replaceModalFrame has told the real dialog to stay shut.
    if (!dialog.isConnected) return;
    dialog.remove();
    cancel.abort();
    if (opener.isConnected) opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

/** A message of the page's language (these have no placeholders: t.ts' rules are not needed). */
function text(key: string): string {
  return pageMessages()[key] ?? key;
}

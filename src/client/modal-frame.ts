// Login and registration answer a press at once (issue 28): React's own start costs more than the
// 300 ms bar on a phone-class CPU, so while the islands load, the press opens a plain <dialog> with
// the modal's real header and a loading line, and React's Modal (src/islands/ui/Modal.tsx) replaces
// it in the same task as it opens. Loaded by boot.ts on a modal opener's press, kept out of a static
// page's first script (3 KB). docs/decisions/0022-dialog-frame-first.md.
import { FRAME_ATTRIBUTE } from './overlays.ts';
import { t } from './t.ts';

type Islands = typeof import('../islands/main.tsx');

/**
 * The modals a cold page opens, with their title (the key the React modal shows) and their own
 * chunk, fetched beside the islands so that ModalHost's lazy() finds it loaded; and about the
 * height of the form that replaces the loading line (rem; the demo merchants' forms measured 47-63
 * rem), so the panel does not jump when it comes: on most screens both are as tall as a dialog can be.
 */
const FRAMED: Partial<Record<string, { title: string; chunk: () => Promise<unknown>; rem: number }>> = {
  login: { title: 'island.login.title', chunk: () => import('../islands/modals/LoginModal.tsx'), rem: 47 },
  register: { title: 'island.register.title', chunk: () => import('../islands/modals/RegisterModal.tsx'), rem: 63 },
};

const fetched = new Set<string>();

/** Starts fetching a modal's own chunk (once): a failure is left to the open, which retries (import-with-retry.ts). */
export function prefetch(modal: string): void {
  const framed = FRAMED[modal];
  if (!framed || fetched.has(modal)) return;
  fetched.add(modal);
  framed.chunk().catch(() => fetched.delete(modal));
}

/**
 * Opens `modal` from `opener` once `islands` has loaded. While they load, a framed modal shows
 * its frame; closing the frame (Escape, its close button, its backdrop) cancels the open, and
 * focus goes back to the opener.
 */
export async function openModal(islands: Promise<Islands>, modal: string, opener: HTMLElement): Promise<void> {
  const framed = FRAMED[modal];
  // A settled promise wins the race over the value after it: the islands are already running.
  const ready = await Promise.race([islands, undefined]);
  if (ready || !framed) {
    (ready ?? (await islands)).start({ modal, opener });
    return;
  }
  prefetch(modal);
  const cancel = new AbortController();
  // One modal at a time (overlays.ts): an open dialog already holds the page; and a load notice
  // already up (the islands failed) must stay usable, not go behind a modal frame.
  if (!document.querySelector('dialog[open],.load-notice')) showFrame(t(framed.title), framed.rem, opener, cancel);
  (await islands).start({ modal, opener, signal: cancel.signal });
}

/** The frame: the real Modal's markup (its look), named by its title, focus on its close button. */
function showFrame(title: string, rem: number, opener: HTMLElement, cancel: AbortController): void {
  const dialog = document.createElement('dialog');
  dialog.className = 'modal';
  dialog.setAttribute(FRAME_ATTRIBUTE, '');
  dialog.setAttribute('aria-labelledby', 'sf-frame-title');
  dialog.innerHTML =
    '<div class="modal-panel"><div class="modal-header"><h2 id="sf-frame-title"></h2><button type="button" class="modal-close">×</button></div><p class="placeholder" role="status"></p></div>';
  dialog.querySelector('h2')!.textContent = title;
  const close = dialog.querySelector('button')!;
  close.setAttribute('aria-label', t('island.close'));
  const status = dialog.querySelector('p')!;
  status.textContent = t('island.loading');
  status.style.minBlockSize = `${rem}rem`;
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => {
    // Taken off by the real dialog or the load notice (overlays.ts replaceModalFrame): the open goes on.
    if (!dialog.isConnected) return;
    dialog.remove();
    cancel.abort();
    if (opener.isConnected) opener.focus();
  });
  document.body.append(dialog);
  dialog.showModal();
  close.focus();
}

import { createRoot } from 'react-dom/client';
import { HeaderAccount } from './HeaderAccount.tsx';
import { ModalHost } from './ModalHost.tsx';
import { openModal, type ModalName } from '../stores/modal.ts';
import { $session, $token, adoptTokenFromUrl, clearSession, loadMember } from '../stores/session.ts';
import { requireLogin } from './navigation.ts';

let started = false;

/** Mounts a component into the page's island element of that name, if the page has one. */
function mount(name: string, node: React.ReactNode): void {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (!element) return;
  // The static fallback inside the mount point is replaced, not reconciled: React owns it from now on.
  element.replaceChildren();
  createRoot(element).render(node);
}

/**
 * Starts the page's islands (once) and opens a modal when asked. Loaded by src/client/boot.ts
 * only when the page needs it.
 */
export function start(request: { modal?: string; opener?: HTMLElement } = {}): void {
  if (!started) {
    started = true;
    adoptTokenFromUrl();
    const root = document.querySelector<HTMLElement>('[data-island="modal-root"]');
    if (root?.dataset['auth'] && !$token.get()) return requireLogin();
    mount('modal-root', <ModalHost />);
    // The visitor's header is the page's own HTML (its links open modals through boot.ts and get
    // focus back when they close); the account island replaces it once there is a session.
    let accountMounted = false;
    $session.subscribe(({ isLogin }) => {
      if (accountMounted || (!isLogin && !$token.get())) return;
      accountMounted = true;
      mount('header-account', <HeaderAccount />);
    });
    if ($token.get()) void loadMember().catch(() => clearSession());
    const routeModal = root?.dataset['modal'];
    if (routeModal && !request.modal) openModal(routeModal as ModalName, null);
  }
  if (request.modal) openModal(request.modal as ModalName, request.opener ?? null);
}

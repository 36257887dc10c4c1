// Phones: the header's menu button opens the side menu as a drawer, a modal <dialog>. The side
// menu moves into the dialog while it is open and back beside the page when it closes (one copy
// of its links and landmarks on the page). Focus moves in, Tab stays inside, Escape, the close
// button and the backdrop close it, and focus returns to the menu button.

import { trapTab } from './focus-trap.ts';

export function installDrawer(): void {
  const drawer = document.querySelector<HTMLDialogElement>('dialog#site-drawer');
  const button = document.querySelector<HTMLElement>('[data-drawer-open]');
  const menu = document.querySelector<HTMLElement>('.side-menu');
  const home = menu?.parentElement;
  if (!drawer || !button || !menu || !home) return;
  const after = menu.nextSibling;

  button.setAttribute('aria-expanded', 'false');
  button.addEventListener('click', () => {
    drawer.append(menu);
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    home.insertBefore(menu, after);
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  });
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The dialog itself is hit only on its backdrop: its content fills it.
    if (target === drawer || target.closest('[data-drawer-close]')) drawer.close();
  });
  drawer.addEventListener('keydown', (event) => trapTab(drawer, event));
  // Grown past the phone layout (a rotated tablet): the menu goes back beside the page.
  matchMedia('(min-width: 60.01rem)').addEventListener('change', (query) => query.matches && drawer.close());
}

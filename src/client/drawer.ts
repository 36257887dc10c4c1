// Phones: the header's menu button opens the side menu as a drawer, a modal <dialog>. The side
// menu moves into the dialog while it is open and back beside the page when it closes (one copy
// of its links and landmarks on the page). Focus moves in, Tab stays inside, Escape, the close
// button and the backdrop close it, and focus returns to the menu button. Loaded on the button's
// first press, so the boot script that every page runs stays within a static page's 3 KB.

import { trapTab } from './focus-trap.ts';

/**
 * Opens the side menu as the drawer. boot.ts calls it once, on the menu button's first press;
 * from then on the button opens it itself, at once.
 */
export function openDrawer(button: HTMLElement): void {
  const drawer = document.querySelector<HTMLDialogElement>('dialog#site-drawer');
  const menu = document.querySelector<HTMLElement>('.side-menu');
  const home = menu?.parentElement;
  if (!drawer || !menu || !home) return;
  const open = () => {
    drawer.append(menu);
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  };
  const after = menu.nextSibling;
  button.addEventListener('click', open);
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
  open();
}

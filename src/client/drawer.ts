// Phones: the header's menu button opens the side menu as a drawer, a modal <dialog>. The side
// menu moves into the dialog while it is open and back beside the page when it closes (one copy
// of its links and landmarks on the page). Focus moves in, Tab stays inside, Escape, the close
// button and the backdrop close it, and focus returns to the menu button. The agent centre's
// drawer takes its menu and its header's shortcuts, marked data-drawer-content="<order>". Loaded
// on the button's first press, so the boot script that every page runs stays within a static
// page's 3 KB.

import { trapTab } from './focus-trap.ts';

/** What the drawer shows, in its order: the site's side menu, or the marked parts of the page. */
function drawerContent(): HTMLElement[] {
  const marked = [...document.querySelectorAll<HTMLElement>('[data-drawer-content]')];
  const order = (element: HTMLElement) => Number(element.dataset['drawerContent']);
  if (marked.length) return marked.sort((a, b) => order(a) - order(b));
  const menu = document.querySelector<HTMLElement>('.side-menu');
  return menu ? [menu] : [];
}

/** Opens the drawer for its opener, the first time setting it up (`undefined` while it is not yet). */
let openFor: ((button: HTMLElement) => void) | undefined;

/**
 * Opens the drawer. boot.ts calls it on a menu button's first press (the header's; the bottom
 * bar's where the brand has one); from then on the button opens it itself, at once. Focus returns
 * to the button that opened it.
 */
export function openDrawer(button: HTMLElement): void {
  openFor ??= setUp();
  button.addEventListener('click', () => openFor?.(button));
  openFor?.(button);
}

function setUp(): ((button: HTMLElement) => void) | undefined {
  const drawer = document.querySelector<HTMLDialogElement>('dialog#site-drawer');
  const parts = drawerContent();
  if (!drawer || !parts.length) return undefined;
  // Where each part goes back to.
  const homes = parts.map((part) => ({ part, parent: part.parentElement!, after: part.nextSibling }));
  let opener: HTMLElement | undefined;
  drawer.addEventListener('close', () => {
    for (const { part, parent, after } of homes) parent.insertBefore(part, after);
    opener?.setAttribute('aria-expanded', 'false');
    opener?.focus();
  });
  drawer.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The dialog itself is hit only on its backdrop: its content fills it.
    if (target === drawer || target.closest('[data-drawer-close]')) drawer.close();
  });
  drawer.addEventListener('keydown', (event) => trapTab(drawer, event));
  // Grown past the phone layout (a rotated tablet): the menu goes back beside the page, unless the
  // brand's game menu is the drawer's at every width (layout.navigation.gameMenu).
  matchMedia('(min-width: 60.01rem)').addEventListener(
    'change',
    (query) => query.matches && !drawer.matches('.menu-drawer') && drawer.close(),
  );
  return (button) => {
    if (drawer.open) return;
    opener = button;
    drawer.append(...parts);
    drawer.showModal();
    button.setAttribute('aria-expanded', 'true');
  };
}

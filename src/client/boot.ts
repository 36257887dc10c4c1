// On every page: decides when the page needs its islands (React) and loads them then. A visitor
// without a session downloads none of it until they open a modal; a session, a modal address
// (/login, /register) or a page that needs login loads them at once.
const mount = document.querySelector<HTMLElement>('[data-island="modal-root"]');
const query = new URLSearchParams(location.search);
const now = Boolean(sessionStorage.getItem('token') || query.has('token') || mount?.dataset['modal'] || mount?.dataset['auth']);

let islands: Promise<typeof import('../islands/main.tsx')> | undefined;
const load = () => (islands ??= import('../islands/main.tsx'));

if (now) void load().then((module) => module.start());

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-open-modal]');
  const modal = opener?.dataset['openModal'];
  if (!opener || !modal) return;
  event.preventDefault();
  void load().then((module) => module.start({ modal, opener }));
});

// On every page, kept small (a visitor's first visit ships ≤ 20 KB of JS in all): asks the
// gateway's status first (maintenance and region restriction send the visitor to their screen),
// then decides when the page needs its islands (React) and loads them then. A session, a modal
// address (/login, /register) or a page that needs login loads them at once; otherwise a visitor
// downloads none of it until they open a modal. A visitor's lobby popups are plain TypeScript
// (visitor-popups.ts) in a <dialog>.
import { popupsClosed } from './popup-flags.ts';
import { pageConfig, REMEMBERED_KEY, SESSION_MARKS_KEY, sitePath, TOKEN_KEY } from './page-data.ts';
import { checkSiteState } from './site-state.ts';

const mount = document.querySelector<HTMLElement>('[data-island="modal-root"]');
// The menu buttons (the header's; the bottom bar's where the brand has it; aria-expanded="false" in
// their markup): the drawer's code loads on a first press.
for (const menuButton of document.querySelectorAll<HTMLElement>('[data-drawer-open]'))
  menuButton.addEventListener('click', () => void import('./drawer.ts').then((module) => module.openDrawer(menuButton)), { once: true });

/**
 * Loads code the page needs. A load that fails is handed to import-with-retry.ts (a retry, then
 * the notice or a stale tab's reload, and the 120 s time-out on those), which is fetched only
 * then: every page's first script stays within a static page's 3 KB.
 */
const withRetry = <T>(load: () => Promise<T>): Promise<T> =>
  load().catch(() => import('./import-with-retry.ts').then((module) => module.importWithRetry(load)));

let islands: Promise<typeof import('../islands/main.tsx')> | undefined;
const load = () => (islands ??= withRetry(() => import('../islands/main.tsx')));
// A modal's opener goes through modal-frame.ts: the modal's own chunk, and its frame while React loads.
type Frames = typeof import('./modal-frame.ts');
let frames: Promise<Frames> | undefined;
let framer: Frames | undefined;
const frame = () => (frames ??= withRetry(() => import('./modal-frame.ts')).then((module) => (framer = module)));

/** Starts the page for a member (`session`, the tab's token from now on) or a visitor (null). */
function startPage(session: string | null): void {
  if (session) sessionStorage.setItem(TOKEN_KEY, session);
  // A page whose content is an island (game lists, lottery) marks its mount data-eager.
  const now = Boolean(session || mount?.dataset['modal'] || mount?.dataset['auth'] || document.querySelector('[data-island][data-eager]'));
  // The page's session marks <html> for the CSS of a member's header and entries before the first
  // paint (first-paint-script.ts; a remembered one, remembered.ts); src/islands/main.tsx keeps it current.
  // The referral entries and the agent menu's items as member info last showed them this session
  // (page-data.ts); main.tsx follows the member's info from then on.
  if (session) Object.assign(document.documentElement.dataset, JSON.parse(sessionStorage.getItem(SESSION_MARKS_KEY) ?? '{}'));
  if (now) void load().then((module) => module.start());

  // System status first (it may send the visitor to a status screen); then, on the lobby, the
  // visitor's popups, without React. Where the islands start at once they offer them (a modal address).
  void checkSiteState().then((open) => {
    if (!open || now || document.body.dataset['pageKind'] !== 'lobby' || popupsClosed('B')) return;
    void import('./visitor-popups.ts').then((module) => module.offerVisitorPopups());
  });
}

// A session kept by this tab; else, in a browser that asked to be remembered (spec §9:
// remembered.ts, loaded only then), a new session from its remember cookie, before the page decides.
// A session passed in the address (spec §4: apps' and agents' links) is taken only by a tab that
// has neither: a link must not switch a signed-in member to another account, where their deposits
// would go (decision 0025). Taken at once (main.tsx takes it out of the address): a link
// followed before the islands have loaded keeps it.
const passed = new URLSearchParams(location.search).get('token');
const kept = sessionStorage.getItem(TOKEN_KEY);
if (kept || Number(localStorage.getItem(REMEMBERED_KEY) ?? 0) <= Date.now()) startPage(kept || passed);
else void import('./remembered.ts').then((module) => module.resumeRemembered()).then((token) => startPage(token || passed));

document.addEventListener('click', (event) => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  // An island's static control (the lobby menu's category links, a game centre's vendor cards,
  // /live's vendor buttons) starts its island, which then does what was pressed (data-requested).
  const control = (event.target as Element | null)?.closest<HTMLElement>('a[data-category],[data-request]');
  const menu = control?.closest<HTMLElement>('[data-island]');
  if (control && menu) {
    event.preventDefault();
    menu.dataset['requested'] = control.dataset['category'] ?? control.dataset['request'];
    void load().then((module) => module.start());
    return;
  }
  const opener = (event.target as Element | null)?.closest<HTMLElement>('[data-open-modal]');
  const modal = opener?.dataset['openModal'];
  if (!opener || !modal) return;
  event.preventDefault();
  const started = load();
  const open = (module: Frames) => module.openModal(started, modal, opener);
  // Loaded on the press: the frame opens in this task. A dialog whose code cannot come (the network
  // failed, and the retry and its notice are chunks too) leaves for the opener's link instead, a
  // button's (a game card's) for the login page, which the service worker can answer.
  void (framer ? open(framer) : frame().then(open)).catch(() => location.assign((opener as HTMLAnchorElement).href || sitePath('login')));
});

// The press itself: a tap rests ~100 ms before its click, so a modal's opener starts fetching the
// islands and the modal's own chunk on pointerdown, or on Enter or Space for a keyboard (not on hover
// or focus: every game card opens login, and a passing pointer or Tab is no intent).
const early = (event: Event) => {
  const modal = (event.target as Element | null)?.closest?.<HTMLElement>('[data-open-modal]')?.dataset['openModal'];
  if (!modal) return;
  const started = load();
  void frame().then((module) => module.prefetch(modal, started));
};
addEventListener('pointerdown', early);
addEventListener('keydown', (event) => (event.key === 'Enter' || event.key === ' ') && early(event));

// A game list the build painted starts its island on the visitor's first use (game-list-start.ts,
// its own small chunk: static pages stay within their 3 KB).
const gameList = document.querySelector<HTMLElement>('[data-island="game-list"]:not([data-eager])');
if (gameList)
  void withRetry(() => import('./game-list-start.ts')).then((module) =>
    module.startGameListOnUse(gameList, () => void load().then((islands) => islands.start())),
  );

// A #fragment that names a help article (/help#term) opens the help centre dialog at it, on
// arrival and when a link sets it.
const helpAnchor = () => pageConfig().help.includes(location.hash) && void load().then((module) => module.start({ modal: 'help' }));
helpAnchor();
// biome-ignore lint/suspicious/noGlobalAssign: the window's own handler, in fewer of this script's counted bytes than a listener (nothing else sets it)
onhashchange = helpAnchor;

// /download: the mirror links, and a session's app links with its language and token (no React).
if (document.querySelector('[data-island="app-download"]')) void withRetry(() => import('./app-download.ts'));

// /agent: its login form turns into the island when the visitor starts using it, so the landing
// page stays static (no React) for visitors who only read it.
document
  .querySelector('[data-island="agent-login"]')
  ?.addEventListener('focusin', () => void load().then((module) => module.start()), { once: true });

// The lobby's moving parts (banners, notices, jackpot, winners): plain TypeScript, no React.
if (document.querySelector('[data-motion]')) void withRetry(() => import('./lobby/index.ts'));

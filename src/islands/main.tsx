import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ModalHost } from './ModalHost.tsx';
import { $modal, closeModal, openModal, type ModalName } from '../stores/modal.ts';
import { $member, $session, $token, AGENT_TYPES, clearSession, dropTokenFromUrl, loadMember } from '../stores/session.ts';
import type { MemberInfo } from '../../contract/generated/member-info.ts';
import { SESSION_MARKS_KEY, sitePath } from '../client/page-data.ts';
import { requireLogin, showLobbyAddress } from '../client/navigation.ts';
import { installTrialGuard } from './trial-guard.ts';
import { importWithRetry } from '../client/import-with-retry.ts';
import { IslandBoundary } from './ui/IslandBoundary.tsx';
import { startPopups } from '../stores/announcements.ts';
import { type IslandName, isPageIsland, ON_DEMAND, type PageIslandName } from '../shared/islands.ts';

let started = false;

/** Mounts a component into the page's island element of that name, if the page has one. */
function mount(name: IslandName, node: React.ReactNode): void {
  const element = document.querySelector<HTMLElement>(`[data-island="${name}"]`);
  if (element) render(element, node);
}

/** Renders an island into its element, inside the boundary that says so if it fails. */
function render(element: HTMLElement, node: React.ReactNode): void {
  // The static fallback inside the mount point is replaced, not reconciled: React clears it in the
  // same commit that paints the island. Clearing it here first would paint one empty frame, and
  // what follows the island would jump up and back (a layout shift Lighthouse measured on /rng).
  createRoot(element).render(<IslandBoundary>{node}</IslandBoundary>);
}

/** The agent centre is for agents: a logged-in member or trial player reaching it goes to /agent. */
function guardAgentHome(member: MemberInfo | null): void {
  if (member && document.body.dataset['pageKind'] === 'agentHome' && !AGENT_TYPES.has(member.type)) location.replace(sitePath('agent'));
}

/**
 * An agent whose upline waits for an answer on a contract gets the contract modal once a session
 * starts (store/contracts.ts decides, once per session; its chunk loads only for agents).
 */
function askContracts(member: MemberInfo | null): void {
  const token = $token.get();
  // A login on /agent goes on to /agentHome at once, which asks there.
  if (!member || !token || !AGENT_TYPES.has(member.type) || document.body.dataset['pageKind'] === 'agentLanding') return;
  void importWithRetry(() => import('../stores/contracts.ts'))
    .then((m) => m.askPendingContracts(member, token))
    .catch(() => undefined);
}

let realityChecked = false;

/** The reality check's reminders (RealityCheck.tsx) for a real member's session; its chunk loads only for them. */
function startRealityCheck(member: MemberInfo | null): void {
  if (!member || realityChecked || $session.get().isTrial) return;
  realityChecked = true;
  void importWithRetry(() => import('./RealityCheck.tsx'))
    .then(({ RealityCheck }) => render(document.body.appendChild(document.createElement('div')), <RealityCheck />))
    .catch(() => undefined);
}

/**
 * The referral entries (side menu, member menu, overview shortcut: .for-referral) show while the
 * gateway says the member's REFERRAL promotion runs (availablePromo, specification section 6),
 * and the session remembers it for the next page's first paint (boot.ts). While the member is
 * still loading, what the session remembers stands.
 */
function markReferral(member: MemberInfo | null): void {
  if (!member && $token.get()) return;
  mark('referral', member?.availablePromo.REFERRAL.enabled ? 'on' : '');
}

/**
 * "Transfer to upline" (.for-transfer) shows only for a member with someone to send money to: an
 * upline, or for an agent a direct downline. A member page asks the gateway once it has the member
 * (what the session remembers stands meanwhile); whenever the targets are read, the mark follows.
 */
function markTransferTargets(member: MemberInfo | null): void {
  if (!member || member.isTrial || !document.querySelector('.for-transfer')) return;
  // Its store (with the gateway client) is a chunk of its own: the islands' start does without it.
  void importWithRetry(() => import('../stores/member-transfer.ts'))
    .then(({ $transferTargets, loadTransferTargets }) => {
      if (!transferMarked) $transferTargets.subscribe((value) => value && mark('transfer', value.targets.length ? 'on' : 'off'));
      transferMarked = true;
      return loadTransferTargets();
    })
    .catch(() => undefined);
}
let transferMarked = false;

/** Sets (or with '' drops) a mark on <html> and in the session's marks, which boot.ts puts back on the next page. */
function mark(name: 'referral' | 'agentOff' | 'transfer', value: string): void {
  const marks = JSON.parse(sessionStorage.getItem(SESSION_MARKS_KEY) ?? '{}') as Record<string, string>;
  if (value) document.documentElement.dataset[name] = marks[name] = value;
  else {
    delete document.documentElement.dataset[name];
    delete marks[name];
  }
  sessionStorage.setItem(SESSION_MARKS_KEY, JSON.stringify(marks));
}

/** The agent centre's server flags (specification section 2), as member info carries them for an agent. */
const AGENT_MENU_FLAGS = ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'] as const;

/**
 * The agent menu's contract items (data-agent-flag) hide where the gateway turned their flag off
 * for the agent; the config's menu may only be narrowed. The session remembers it for the next
 * page's first paint (boot.ts); a gateway that does not say a flag leaves its item.
 */
function markAgentFlags(member: MemberInfo | null): void {
  if (!member && $token.get()) return;
  mark('agentOff', AGENT_MENU_FLAGS.filter((flag) => member?.[flag] === false).join(' '));
}

/** /agent's login form: the island takes over, keeping what was already typed and where focus was. */
function mountAgentLogin(): void {
  const form = document.querySelector<HTMLFormElement>('[data-island="agent-login"] form');
  if (!form) return;
  // Its own chunk: only /agent needs it. What was typed meanwhile is read once it has loaded.
  void importWithRetry(() => import('./AgentLogin.tsx')).then(({ AgentLogin }) => {
    const data = new FormData(form);
    const active = document.activeElement;
    const focus = active instanceof HTMLInputElement && form.contains(active) ? active.name : null;
    // Read and replaced in one task (a synchronous render): a key pressed in between would be
    // typed into the static field after it was read, and lost (seen as "agnt01" for "agent01").
    flushSync(() =>
      mount(
        'agent-login',
        <AgentLogin initial={{ username: String(data.get('username') ?? ''), password: String(data.get('password') ?? ''), focus }} />,
      ),
    );
  });
}

/** The chrome's session islands (ChromeBits.tsx), where the page has them: one chunk for all. */
function mountChrome(): void {
  const badges = document.querySelectorAll<HTMLElement>('[data-island="unread-badge"]');
  const names = ['agent-clock', 'agent-account', 'side-signout'] as const;
  if (!badges.length && !names.some((name) => document.querySelector(`[data-island="${name}"]`))) return;
  void importWithRetry(() => import('./ChromeBits.tsx')).then(({ AgentAccount, AgentClock, SideSignOut, UnreadBadge }) => {
    mount('agent-clock', <AgentClock />);
    mount('agent-account', <AgentAccount />);
    mount('side-signout', <SideSignOut />);
    badges.forEach((badge) => render(badge, <UnreadBadge item={badge.dataset['item'] ?? 'messageV2'} />));
  });
}

/**
 * On phones the member centre's menu is a scrolling row (src/styles/site/centres.css): its current item is centred
 * in it, and again whenever the row's items change width (the referral entry the session's marks
 * show, the unread badges), without scrolling the page. Here, not in boot.ts: that
 * script's budget is spent, and a member's page starts the islands at once.
 */
function centreMemberItem(): void {
  const row = document.querySelector<HTMLElement>('.member-menu');
  const current = row?.querySelector('[aria-current]');
  if (!row || !current) return;
  new ResizeObserver(() => {
    const [box, item] = [row, current].map((element) => element.getBoundingClientRect()) as [DOMRect, DOMRect];
    row.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }).observe(row.firstElementChild as Element);
}

const mounted = new Set<string>();

/**
 * Mounts each page island whose element this page has (each loads its own chunk), once. An
 * on-demand island waits for a session or for the visitor to use it (data-requested).
 */
function mountPageIslands(): void {
  const due = new Map<PageIslandName, HTMLElement>();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset['island'] ?? '';
    if (!isPageIsland(name) || mounted.has(name) || due.has(name)) continue;
    if (ON_DEMAND.has(name) && !$token.get() && !element.dataset['requested']) continue;
    due.set(name, element);
  }
  if (!due.size) return;
  for (const name of due.keys()) mounted.add(name);
  // The loaders are a chunk of their own: a page without a page island (a modal opened on a
  // static page) does not fetch every island's entry with its modals.
  void importWithRetry(() => import('./page-islands.ts')).then(({ PAGE_ISLANDS }) => {
    for (const [name, element] of due)
      void importWithRetry(() => PAGE_ISLANDS[name](element)).then((Island) => mount(name, <Island element={element} />));
  });
}

/**
 * Starts the page's islands (once) and opens a modal when asked. Loaded by src/client/boot.ts
 * only when the page needs it.
 */
export function start(request: { modal?: string; opener?: HTMLElement; signal?: AbortSignal } = {}): void {
  if (!started) {
    started = true;
    dropTokenFromUrl();
    const root = document.querySelector<HTMLElement>('[data-island="modal-root"]');
    if (root?.dataset['auth'] && !$token.get()) {
      requireLogin();
      return;
    }
    mount('modal-root', <ModalHost />);
    // The visitor's header is the page's own HTML (its links open modals through boot.ts and get
    // focus back when they close); the account island replaces it once there is a session.
    let accountMounted = false;
    $session.subscribe(({ isLogin }) => {
      // The page's session for the CSS (boot.ts marked it from the stored token at load).
      document.documentElement.dataset['session'] = isLogin || $token.get() ? 'member' : 'visitor';
      if (accountMounted || (!isLogin && !$token.get())) return;
      accountMounted = true;
      // Its own chunk (with the ky client): a visitor's islands, e.g. for popups, do without it.
      void importWithRetry(() => import('./HeaderAccount.tsx')).then(({ HeaderAccount }) => mount('header-account', <HeaderAccount />));
      mountChrome();
    });
    if ($token.get()) void loadMember().then(guardAgentHome, () => clearSession());
    $member.subscribe(askContracts);
    $member.subscribe(markReferral);
    $member.subscribe(markAgentFlags);
    $member.subscribe(markTransferTargets);
    $member.subscribe(startRealityCheck);
    // A login mounts the islands a visitor's page left static.
    $token.listen(() => mountPageIslands());
    mountAgentLogin();
    centreMemberItem();
    installTrialGuard();
    startPopups();
    const routeModal = root?.dataset['modal'];
    if (routeModal === 'login') showLobbyAddress();
    if (routeModal && !request.modal) openModal(routeModal as ModalName, null);
  }
  // Again on every call: an on-demand island may have been asked for since.
  mountPageIslands();
  const { modal, signal } = request;
  if (!modal || signal?.aborted) return;
  openModal(modal as ModalName, request.opener ?? null);
  // Its loading frame closed before the dialog came (src/client/modal-frame.ts): the open is cancelled.
  signal?.addEventListener(
    'abort',
    () => {
      if ($modal.get()?.name === modal) closeModal();
    },
    { once: true },
  );
}

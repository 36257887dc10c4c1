import { atom, computed } from 'nanostores';
import type { MemberInfo } from '../../contract/generated/member-info.ts';
import type { LoginValue } from '../../contract/generated/common.ts';
import { memberInfo, memberLanguage, sessionLogout } from '../../contract/generated/calls.ts';
import { lazyGateway as gateway } from '../api/lazy-client.ts';
import { pageConfig, SESSION_LOST, TOKEN_KEY } from '../client/page-data.ts';
import { openModal } from './modal.ts';
import { forgetRemembered, resumeRemembered } from '../client/remembered.ts';

/** Account types of agents (specification section 4); 4 is a trial account. */
export const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
export const TRIAL_TYPE = 4;

/** The session token: kept in sessionStorage, sent only to the gateway. */
export const $token = atom<string | null>(typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(TOKEN_KEY));
$token.listen((token) => (token ? sessionStorage.setItem(TOKEN_KEY, token) : sessionStorage.removeItem(TOKEN_KEY)));

/** The logged-in member's info, once loaded. */
export const $member = atom<MemberInfo | null>(null);
/** Set by a login whose response says it is the account's first. */
export const $firstTimeLogin = atom(false);

/** What the UI asks of the session. */
export const $session = computed([$token, $member, $firstTimeLogin], (token, member, firstTimeLogin) => ({
  isLogin: Boolean(token && member),
  isAgent: member !== null && AGENT_TYPES.has(member.type),
  isTrial: member?.type === TRIAL_TYPE,
  firstTimeLogin,
  member,
}));

/** Loads member info for the current token; a dead token ends the session (the client says so). */
export async function loadMember(): Promise<MemberInfo | null> {
  if (!$token.get()) return null;
  const client = await gateway();
  const member = await client.call(memberInfo, {});
  $member.set(member);
  // The language the player chose with the selector (language-memory.ts), signed in or before, is
  // kept with the account (spec §7's language call), so the codes and mails the gateway sends follow it.
  const { lang } = pageConfig();
  if (localStorage.getItem('lang') === lang && member.language !== lang)
    void client.call(memberLanguage, { language: lang }).catch(() => undefined);
  return member;
}

/** Starts a session from a login or registration answer and loads the member. */
export async function startSession(login: Pick<LoginValue, 'token' | 'firstTimeLogin'>): Promise<MemberInfo | null> {
  $token.set(login.token);
  $firstTimeLogin.set(Boolean(login.firstTimeLogin));
  return loadMember();
}

/** Forgets the session on this page (the merchant code is part of the page, so it stays). */
export function clearSession(): void {
  $token.set(null);
  $member.set(null);
  $firstTimeLogin.set(false);
}

// A call that needed the session found it gone: forget it, and ask to log in (the action needed
// one), unless this browser is remembered (spec §9) and the gateway starts a new session from it.
globalThis.addEventListener?.(SESSION_LOST, async () => {
  clearSession();
  const token = await resumeRemembered();
  if (token) await startSession({ token, firstTimeLogin: false });
  else openModal('login', null);
});

/** Logs out on the gateway (which forgets this browser's remembered login), then forgets the session whatever the gateway said. */
export async function logout(): Promise<void> {
  forgetRemembered();
  try {
    await (await gateway()).call(sessionLogout, {});
  } finally {
    clearSession();
  }
}

/**
 * Takes a `token` query parameter (links from apps and agents, spec §4) out of the address. Whether
 * it became the tab's session was boot.ts's decision: only a tab without one takes it (decision 0025).
 */
export function dropTokenFromUrl(): void {
  const url = new URL(location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', url);
}

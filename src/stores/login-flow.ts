import { atom } from 'nanostores';
import type { LoginValue } from '../../contract/generated/common.ts';
import { sitePath } from '../client/page-data.ts';
import { afterLogin } from '../client/navigation.ts';
import { closeModal, openModal } from './modal.ts';
import { $token, AGENT_TYPES, logout, startSession } from './session.ts';
import { loadWhitelabel } from './whitelabel.ts';

/** The platform's weak default password: a login with it must change it at once (specification section 4). */
const WEAK_DEFAULT_PASSWORD = '123456';

/** How a session was obtained: decides whether a password change is forced and where the player goes. */
type LoginKind = 'username' | 'sms' | 'ipVerification' | 'freeplay' | 'social' | 'oneClick';

/**
 * Set while the change-password modal was opened by a login rather than by the player: the
 * modal says why, and closing it without changing the password ends the session. It carries the
 * password the login was just made with (in memory only), so the modal does not ask for it again.
 */
export const $passwordChangeForced = atom<{ oldPassword: string | undefined } | null>(null);

/** Raised when a non-agent logs in where only agents may (the /agent page): no session is kept. */
export class NotAnAgentError extends Error {
  constructor() {
    super('not an agent');
  }
}

export interface FinishOptions {
  kind: LoginKind;
  /** The password typed, to catch the weak default (never stored). */
  password?: string;
  /** Only agent accounts may log in (the /agent page); they then go to /agentHome. */
  agentOnly?: boolean;
  /** Keep the modal open afterwards (one-click shows the new credentials first). */
  stayOpen?: boolean;
}

/**
 * Everything that follows a successful login answer (specification section 4): the session starts
 * (token kept, member loaded; `$firstTimeLogin` is the first-login action — the popup island reads
 * it to add the first-login announcements), then either the forced change-password modal (weak
 * default password, or an expired one with PWDEXPFORCECHANGE3, never after an SMS login) or the
 * usual way on: /agentHome for agents from /agent, / after free play, else afterLogin().
 */
export async function finishLogin(login: LoginValue, options: FinishOptions): Promise<void> {
  if (options.agentOnly && !AGENT_TYPES.has(login.customerType)) {
    // The gateway made a session; end it there at once so nothing of it stays.
    $token.set(login.token);
    await logout().catch(() => undefined);
    throw new NotAnAgentError();
  }
  // The agent page has no modal host: agents change passwords in the agent centre.
  const forced =
    !options.agentOnly &&
    options.kind !== 'sms' &&
    options.kind !== 'freeplay' &&
    (options.password === WEAK_DEFAULT_PASSWORD ||
      (login.passwordExpired && Boolean((await loadWhitelabel().catch(() => ({}) as Record<string, boolean>))['PWDEXPFORCECHANGE3'])));
  await startSession(login);
  if (forced) {
    $passwordChangeForced.set({ oldPassword: options.password });
    openModal('changePassword', null);
    return;
  }
  if (options.stayOpen) return;
  closeModal();
  if (options.agentOnly) location.assign(sitePath('agentHome'));
  else if (options.kind === 'freeplay') location.assign(sitePath(''));
  else afterLogin();
}

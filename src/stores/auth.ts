// The sign-in forms' gateway calls: the login modal and its steps, /agent's form, free play,
// one-click accounts, social sign-in, the captcha and password changes. Each asks the gateway
// and, on success, finishes the login (login-flow.ts). Only those forms import this module, and
// they load on demand, so the gateway client comes with them and not with the lobby.
import {
  captcha,
  memberPassword,
  memberRegisterOneClick,
  sessionLogin,
  sessionLoginFreeplay,
  sessionLoginIpVerification,
  sessionLoginSocial,
  sessionLoginSocialLink,
  sessionLoginSocialRegister,
  verificationSmsNoLogin,
} from '../../contract/generated/calls.ts';
import { deviceId } from '../client/device-id.ts';
import { forgetRemembered, markRemembered } from '../client/remembered.ts';
import { gateway } from '../api/page-client.ts';
import { finishLogin } from './login-flow.ts';
import { startSession } from './session.ts';

/** A new captcha image (base64 PNG), tied to this visitor by the gateway. */
export const fetchCaptcha = (): Promise<string> => gateway().call(captcha, {});

/** How a password login is asked: the solved slider once one is shown; /agent passes agentOnly; rememberMe keeps the browser signed in for 24 hours. */
export interface PasswordLoginOptions {
  sliderData?: string;
  agentOnly?: boolean;
  rememberMe?: boolean;
}

/** Logs in with an account name and password. */
export async function loginWithPassword(username: string, password: string, options: PasswordLoginOptions = {}): Promise<void> {
  const { sliderData, agentOnly = false, rememberMe = false } = options;
  const login = await gateway().call(sessionLogin, {
    username,
    password,
    type: 'username',
    loginDeviceId: deviceId(),
    ...(sliderData === undefined ? {} : { sliderData }),
    ...(rememberMe ? { rememberMe } : {}),
  });
  if (rememberMe) markRemembered();
  await finishLogin(login, { kind: 'username', password, agentOnly });
}

/** Logs in with a mobile number and the SMS code sent to it (and the solved slider once one is shown). */
export async function loginWithSms(mobileNum: string, code: string, sliderData?: string): Promise<void> {
  const login = await gateway().call(sessionLogin, {
    username: mobileNum,
    password: code,
    type: 'sms',
    loginDeviceId: deviceId(),
    ...(sliderData === undefined ? {} : { sliderData }),
  });
  await finishLogin(login, { kind: 'sms' });
}

/** The second step of a login from an unseen address: the password again with the code sent to the account's phone (and the solved slider once one is shown). */
export async function loginWithIpCode(
  username: string,
  password: string,
  verificationCode: string,
  options: Pick<PasswordLoginOptions, 'sliderData' | 'rememberMe'> = {},
): Promise<void> {
  const { sliderData, rememberMe = false } = options;
  const login = await gateway().call(sessionLoginIpVerification, {
    username,
    password,
    type: 'username',
    verificationCode,
    loginDeviceId: deviceId(),
    ...(sliderData === undefined ? {} : { sliderData }),
    ...(rememberMe ? { rememberMe } : {}),
  });
  if (rememberMe) markRemembered();
  await finishLogin(login, { kind: 'ipVerification', password });
}

/** Sends a login code to a mobile number; answers how many minutes it is valid. */
export async function sendLoginCode(mobileNum: string, countryDialingCode: string, sliderData?: string): Promise<number> {
  return (await gateway().call(verificationSmsNoLogin, { mobileNum, countryDialingCode, ...(sliderData ? { sliderData } : {}) }))
    .expiredMinutes;
}

/** Free play: a trial account (the contract's version header and an Encryption header of a random string). */
export async function playForFree(): Promise<void> {
  const login = await gateway().call(
    sessionLoginFreeplay,
    { os: 'web', platform: 'W', loginDeviceId: deviceId() },
    { headers: { 'X-Gateway-Version': '3' }, randomEncryptionHeader: true },
  );
  await finishLogin(login, { kind: 'freeplay' });
}

/** Makes a one-click account (the age box's answer with it) and logs in; answers its credentials, which the player sees once. */
export async function createOneClickAccount(ageConfirmed: boolean): Promise<{ username: string; password: string }> {
  const made = await gateway().call(memberRegisterOneClick, { domain: location.hostname, loginDeviceId: deviceId(), ageConfirmed });
  await finishLogin(made.login, { kind: 'oneClick', password: made.password, stayOpen: true });
  return { username: made.username, password: made.password };
}

/** An identity a provider vouched for that no account has yet: a new account, or a link to an existing one. */
export interface SocialTicket {
  ticket: string;
  email: string;
  name: string;
}

/** Exchanges a provider's code: logs in when the identity is linked, else answers its ticket. */
export async function loginWithSocialCode(back: {
  provider: 'google' | 'facebook';
  code: string;
  redirectUri: string;
}): Promise<SocialTicket | null> {
  const answer = await gateway().call(sessionLoginSocial, { ...back, loginDeviceId: deviceId() });
  if (answer.linked && answer.login) {
    await finishLogin(answer.login, { kind: 'social' });
    return null;
  }
  return answer.ticket ? { ticket: answer.ticket, email: answer.email ?? '', name: answer.name ?? '' } : null;
}

/** A new account for a social identity (the age box's answer with it), logged in. */
export async function registerWithSocial(ticket: SocialTicket, ageConfirmed: boolean): Promise<void> {
  const login = await gateway().call(sessionLoginSocialRegister, { ticket: ticket.ticket, loginDeviceId: deviceId(), ageConfirmed });
  await finishLogin(login, { kind: 'social' });
}

/** Links a social identity to an existing account for good (its password proves it), logged in. */
export async function linkSocial(ticket: SocialTicket, username: string, password: string): Promise<void> {
  const login = await gateway().call(sessionLoginSocialLink, {
    ticket: ticket.ticket,
    username,
    password,
    confirm: true,
    loginDeviceId: deviceId(),
  });
  await finishLogin(login, { kind: 'social', password });
}

/**
 * Changes the member's password, then logs in again with the new one: the change revokes every
 * session of the account.
 */
export async function changePassword(
  account: string,
  change: { oldPassword?: string; newPassword: string; confirmNewPassword: string },
): Promise<void> {
  await gateway().call(memberPassword, change);
  // The change ended every session and every browser's remembered login of the account.
  forgetRemembered();
  await startSession(
    await gateway().call(sessionLogin, { username: account, password: change.newPassword, type: 'username', loginDeviceId: deviceId() }),
  );
}

import { atom } from 'nanostores';
import type { RegisterSettings, RegisterUser } from '../../contract/generated/common.ts';
import {
  agentAffiliate,
  memberRegister,
  memberRegisterMobile,
  systemRegisterSettings,
  verificationSmsRegister,
} from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';
import { startSession } from './session.ts';

/** The register settings (field name → rule), once loaded. */
export const $registerSettings = atom<RegisterSettings | null>(null);

let loading: Promise<RegisterSettings> | undefined;

/** Loads the merchant's registration field rules once per page (a failure may be retried). */
export function loadRegisterSettings(): Promise<RegisterSettings> {
  loading ??= gateway()
    .call(systemRegisterSettings, {})
    .then((settings) => {
      $registerSettings.set(settings);
      return settings;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

const AFFILIATE_KEY = 'affiliateCode';

/**
 * The affiliate code the visitor arrived with: the `affiliateCode` query parameter of any page
 * (agents share links like `/?affiliateCode=AGENT01` or `/register?affiliateCode=AGENT01`). It is
 * kept for the tab's session, so browsing the lobby first does not lose the agent's referral.
 */
export function affiliateFromUrl(): string | null {
  const fromQuery = new URLSearchParams(location.search).get(AFFILIATE_KEY)?.trim();
  if (fromQuery) sessionStorage.setItem(AFFILIATE_KEY, fromQuery);
  return fromQuery || sessionStorage.getItem(AFFILIATE_KEY);
}

/** Drops a remembered affiliate code the gateway refused, so the player can type another. */
export function forgetAffiliate(): void {
  sessionStorage.removeItem(AFFILIATE_KEY);
}

/** The `referralCode` query parameter (a player's referral link), if any. */
export function referralFromUrl(): string | null {
  return new URLSearchParams(location.search).get('referralCode')?.trim() || null;
}

/** Checks an affiliate code with the gateway; an unknown one rejects with invitation_code_error. */
export async function checkAffiliate(code: string): Promise<void> {
  await gateway().call(agentAffiliate, { code, domain: location.hostname });
}

/** Sends a registration SMS code; resolves with the minutes it stays valid. */
export async function sendRegisterCode(
  mobileNo: string,
  countryDialingCode: string,
  regType: 'MOBILE' | 'USERNAME',
  sliderData?: string,
): Promise<number> {
  const { expiredMinutes } = await gateway().call(verificationSmsRegister, {
    mobileNo,
    countryDialingCode,
    regType,
    ...(sliderData ? { sliderData } : {}),
  });
  return expiredMinutes;
}

/** Registers (username or mobile), then starts the session with the new account. */
export async function registerMember(kind: 'username' | 'mobile', user: RegisterUser): Promise<void> {
  const request: RegisterUser = { ...user, domain: location.hostname, registerMethod: 'WEB', login: true };
  const login = await gateway().call(kind === 'mobile' ? memberRegisterMobile : memberRegister, request);
  await startSession(login);
}

// The security centre: the member's profile (nickname and the registration's optional fields),
// binding a mobile number or email with a code sent to it, and the login history.
import { atom } from 'nanostores';
import * as calls from '../../contract/concerns/security.ts';
import type { MemberProfile } from '../../contract/generated/common.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { loadMember } from './session.ts';

export type LoginHistoryPage = ValueOf<typeof calls.memberLoginHistory>;

/** The profile, once loaded; null before. */
export const $profile = atom<MemberProfile | null>(null);

/** Loads the profile. */
export async function loadProfile(): Promise<void> {
  $profile.set(await gateway().call(calls.memberProfile, {}));
}

/** Saves the nickname and fields; the header's name follows. Throws the gateway's refusal. */
export async function saveProfile(nickname: string, fields: Record<string, string>): Promise<void> {
  $profile.set(await gateway().call(calls.memberProfileUpdate, { nickname, fields }));
  await loadMember();
}

/** What can be bound with a code: a mobile number or an email address. */
export type ContactKind = 'mobile' | 'email';

/** Sends a code to the new number or address; the minutes it stays valid. */
export async function sendContactCode(kind: ContactKind, address: string): Promise<number> {
  const sent =
    kind === 'mobile'
      ? await gateway().call(calls.verificationSmsBind, { mobileNum: address })
      : await gateway().call(calls.verificationMail, { email: address });
  return sent.expiredMinutes;
}

/** Binds the number or address with its code (and the login password when one is bound already); the profile follows. */
export async function bindContact(kind: ContactKind, address: string, verificationCode: string, password: string): Promise<void> {
  const proof = password ? { password } : {};
  if (kind === 'mobile') await gateway().call(calls.memberMobile, { mobileNum: address, verificationCode, ...proof });
  else await gateway().call(calls.memberEmail, { email: address, verificationCode, ...proof });
  await loadProfile();
}

/** One page of the member's logins. */
export function loadLoginHistory(pageNo: number, pageSize: number): Promise<LoginHistoryPage> {
  return gateway().call(calls.memberLoginHistory, { pageNo, pageSize });
}

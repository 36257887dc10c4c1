// Referral: the member's code with what their friends earned them, and the friends, a page at a time.
import { referralFriends, referralInfo } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

export type ReferralInfo = ValueOf<typeof referralInfo>;
export type ReferralFriends = ValueOf<typeof referralFriends>;

const FRIENDS_PAGE_SIZE = 10;

/** The member's code (made on first ask), share, friends and earnings. */
export function loadReferral(): Promise<ReferralInfo> {
  return gateway().call(referralInfo, { t: Date.now() });
}

/** One page of the member's friends, newest first. */
export function loadFriends(pageNo: number): Promise<ReferralFriends> {
  return gateway().call(referralFriends, { pageNo, pageSize: FRIENDS_PAGE_SIZE, t: Date.now() });
}

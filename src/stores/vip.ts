// VIP: the member's rank, their valid bet so far, the next rank and every rank's benefits, as the
// gateway ranks them (promotion happens there, with the bet that crosses a threshold).
import { atom } from 'nanostores';
import { memberVip } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

export type VipStanding = ValueOf<typeof memberVip>;

export const $vip = atom<VipStanding | null>(null);

/** Reads the member's standing. */
export async function loadVip(): Promise<void> {
  $vip.set(await gateway().call(memberVip, { t: Date.now() }));
}

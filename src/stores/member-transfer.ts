// Money to the upline (or, for an agent, to a direct downline): who the member may send to, what
// the main wallet holds, and the transfer itself, idempotent by request id like every money call.
import { atom } from 'nanostores';
import { walletTransferMember, walletTransferTargets } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export const $transferTargets = atom<ValueOf<typeof walletTransferTargets> | null>(null);

/** Reads the targets, what the main wallet holds and whether a payment password is set. */
export async function loadTransferTargets(): Promise<void> {
  $transferTargets.set(await gateway().call(walletTransferTargets, {}));
}

/** Sends `amount` (major units, already checked) to a target by username. Throws the gateway's refusal. */
export async function sendToMember(to: string, amount: number, paymentPassword: string): Promise<void> {
  const value = await withRequestId(`member ${to} ${amount}`, (requestId) =>
    gateway().call(walletTransferMember, { requestId, to, amount, paymentPassword }),
  );
  const current = $transferTargets.get();
  if (current) $transferTargets.set({ ...current, available: value.available });
  await refreshBalance();
}

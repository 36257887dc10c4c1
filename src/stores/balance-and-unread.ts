// The signed-in player's figures the header shows: the balance (and whether they hid it) and the unread message count.
import { atom } from 'nanostores';
import { homeUnreadCount, walletBalance } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';
import { $session } from './session.ts';

/** The player's money as the header shows it. */
export const $balance = atom<{ amount: number; currencySymbol: string } | null>(null);
/** Unread platform messages (not fetched for trial accounts). */
export const $unread = atom(0);
/** The player chose to hide the balance (shown as stars); remembered for the session. */
export const $balanceHidden = atom(typeof sessionStorage !== 'undefined' && sessionStorage.getItem('balanceHidden') === '1');
$balanceHidden.listen((hidden) => sessionStorage.setItem('balanceHidden', hidden ? '1' : '0'));

/** Reads the balance from the gateway. */
export async function refreshBalance(): Promise<void> {
  const value = await gateway().call(walletBalance, { typeId: 0 });
  $balance.set({ amount: value.sumBalance, currencySymbol: value.currencySymbol });
}

/** Reads the unread count, except for trial accounts, which have no messages. */
export async function refreshUnread(): Promise<void> {
  if ($session.get().isTrial) return;
  $unread.set((await gateway().call(homeUnreadCount, {})).count);
}

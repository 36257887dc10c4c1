// The signed-in player's figures the header shows: the balance (and whether they hid it) and the unread message count.
import { atom } from 'nanostores';
import { homeUnreadCount, walletBalance } from '../../contract/generated/calls.ts';
import { gateway } from '../api/page-client.ts';
import { $session, $token } from './session.ts';

type Balance = { amount: number; currencySymbol: string };

/** The player's money as the header shows it. */
export const $balance = atom<Balance | null>(null);

const SHOWN_KEY = 'balanceShown';
/**
 * The balance this tab last showed, if it was this session's: the next page's header shows it while
 * it asks again, so the amount coming in moves nothing (a wider amount pushed the header's "…" aside).
 */
export function lastShownBalance(): Balance | null {
  const kept = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? 'null') as { token: string; balance: Balance } | null;
  return kept && kept.token === $token.get() ? kept.balance : null;
}
$balance.listen((balance) => {
  const token = $token.get();
  if (balance && token) sessionStorage.setItem(SHOWN_KEY, JSON.stringify({ token, balance }));
});
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

// The member's wallets (main and, on multi-wallet merchants, one per vendor) and the transfers
// between them. Every transfer carries a request id the gateway makes idempotent: a transfer
// whose answer was lost (network) is sent again with the same id, so it moves at most once.
import { atom } from 'nanostores';
import { walletBalance, walletMerchant, walletTransfer } from '../../contract/generated/calls.ts';
import type { WalletBalance } from '../../contract/generated/common.ts';
import { gateway } from '../api/page-client.ts';
import { NETWORK_ERROR, GatewayError } from '../api/errors.ts';
import { pageConfig } from '../client/page-data.ts';
import { fromMinor, MAIN_WALLET, toMinor } from '../../core/money.ts';
import { $balance } from './balance-and-unread.ts';

/** A wallet as the page lists it: MAIN or a vendor code, and its balance in major units. */
export interface Wallet {
  name: string;
  amount: number;
}

export const $wallets = atom<{ single: boolean; wallets: Wallet[] } | null>(null);

const toWallets = (balance: WalletBalance[]): Wallet[] => balance.map((w) => ({ name: w.vendor ?? MAIN_WALLET, amount: w.availBalance }));

/** Reads whether the merchant keeps one wallet, and every wallet's balance. */
export async function loadWallets(): Promise<void> {
  const [merchant, value] = await Promise.all([gateway().call(walletMerchant, {}), gateway().call(walletBalance, { typeId: 0 })]);
  $wallets.set({ single: merchant.isSingle, wallets: toWallets(value.balance) });
  $balance.set({ amount: value.sumBalance, currencySymbol: value.currencySymbol });
}

/** A fresh id for a money-moving request (the gateway's pattern: 8 to 64 of A-Z a-z 0-9 _ -). */
function newRequestId(): string {
  return crypto.randomUUID();
}

// The id of a money request whose answer never came, by what it asks: asked again, it is the same request.
const unanswered = new Map<string, string>();

/**
 * Sends a money-moving request with a request id: a fresh one, or the id of the same request
 * (same `key`) whose answer was lost on the network, so the gateway moves money at most once. A
 * refusal forgets the id: nothing moved, and the next try is a new request.
 */
export async function withRequestId<T>(key: string, send: (requestId: string) => Promise<T>): Promise<T> {
  const requestId = unanswered.get(key) ?? newRequestId();
  unanswered.set(key, requestId);
  try {
    const answer = await send(requestId);
    unanswered.delete(key);
    return answer;
  } catch (error) {
    if (!(error instanceof GatewayError) || error.errorCode !== NETWORK_ERROR) unanswered.delete(key);
    throw error;
  }
}

/**
 * Moves `amount` (major units, already checked against the currency's decimals) between two
 * wallets; the wallets' balances follow the gateway's answer. Throws the gateway's refusal.
 */
export async function transferFunds(from: string, to: string, amount: number): Promise<void> {
  const value = await withRequestId(`transfer ${from} ${to} ${amount}`, (requestId) =>
    gateway().call(walletTransfer, { requestId, from, to, amount }),
  );
  const wallets = toWallets(value.balance);
  $wallets.set({ single: false, wallets });
  // The header's total follows without another call (in minor units: no float sums).
  const { decimals } = pageConfig().currency;
  const current = $balance.get();
  if (current)
    $balance.set({
      ...current,
      amount: fromMinor(
        wallets.reduce((sum, w) => sum + toMinor(w.amount, decimals), 0),
        decimals,
      ),
    });
}

/** Moves every vendor wallet's money back to the main wallet; the vendors it moved. */
export async function allBackToMain(): Promise<string[]> {
  const moved: string[] = [];
  for (const wallet of $wallets.get()?.wallets ?? []) {
    if (wallet.name === MAIN_WALLET || wallet.amount <= 0) continue;
    await transferFunds(wallet.name, MAIN_WALLET, wallet.amount);
    moved.push(wallet.name);
  }
  return moved;
}

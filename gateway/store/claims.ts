// What a member's claims share (missions, rebates, point conversions, promotions, raffle prizes):
// one request per request id, and what it paid into the main wallet.
import type { DatabaseSync } from 'node:sqlite';
import { post } from './ledger.ts';

/** A member's claim of one thing, named by its id (`K`), made once per request id. */
export type ClaimRequest<K extends string> = { requestId: string; now: number } & { [key in K]: number };

/** What a claim paid into the main wallet and the wallet's balance after it (minor units). */
export interface Paid {
  amount: number;
  balance: number;
}

/**
 * Pays `amount` from the house's 'bonuses' account into a member's main wallet as the member's own
 * request (requester `member:<id>`): once per request id, `answer` built as post() builds it.
 */
export function payFromBonuses<T>(
  db: DatabaseSync,
  merchant: string,
  memberId: number,
  payment: { requestId: string; kind: string; fingerprint: string; amount: number; now: number },
  answer: (journalId: number) => T,
): T {
  const { requestId, kind, fingerprint, amount, now } = payment;
  const legs = [
    { account: { memberId }, amount },
    { account: { house: 'bonuses' as const }, amount: -amount },
  ];
  return post(db, { merchant, requester: `member:${memberId}`, requestId, kind, memberId, fingerprint, legs, now }, answer);
}

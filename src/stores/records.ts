// A member's records: what they ask for (period, filter, page) and the gateway's answer, kept
// together so the page always shows the answer to what it shows as asked.
import { atom } from 'nanostores';
import { walletTransactions } from '../contract/generated/calls.ts';
import type { RequestOf, ValueOf } from '../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';

export type TransactionsQuery = Required<Pick<RequestOf<typeof walletTransactions>, 'startTime' | 'endTime' | 'group' | 'pageNo'>>;

export const $transactions = atom<{ query: TransactionsQuery; value: ValueOf<typeof walletTransactions> } | null>(null);

/** Page size of the records tables. */
const RECORDS_PAGE_SIZE = 20;

// Which query was asked last: an answer to an older one is dropped.
let latest = 0;

/** Reads one page of the member's transactions. */
export async function loadTransactions(query: TransactionsQuery): Promise<void> {
  const asked = ++latest;
  const value = await gateway().call(walletTransactions, { ...query, pageSize: RECORDS_PAGE_SIZE });
  if (asked === latest) $transactions.set({ query, value });
}

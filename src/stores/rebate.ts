// Manual rebates: what the member may claim now by game type, the claim (with a request id the
// gateway makes idempotent: a retry after a lost answer pays nothing twice) and the claims made.
// After a claim the summary, the history and the header's balance follow the gateway.
import { atom } from 'nanostores';
import { rebateClaim, rebateClaims, rebateSummary } from '../../contract/generated/calls.ts';
import type { ValueOf } from '../../contract/call-spec.ts';
import { gateway } from '../api/page-client.ts';
import { refreshBalance } from './balance-and-unread.ts';
import { withRequestId } from './wallet.ts';

export type RebateSummary = ValueOf<typeof rebateSummary>;

export const $rebate = atom<RebateSummary | null>(null);
/** The claims' page as last asked. */
export const $rebateClaims = atom<{ pageNo: number; value: ValueOf<typeof rebateClaims> } | null>(null);

const CLAIMS_PAGE_SIZE = 10;

/** Reads what may be claimed now. */
export async function loadRebate(): Promise<void> {
  $rebate.set(await gateway().call(rebateSummary, { t: Date.now() }));
}

/** Reads one page of the claims made. */
export async function loadRebateClaims(pageNo: number): Promise<void> {
  $rebateClaims.set({ pageNo, value: await gateway().call(rebateClaims, { pageNo, pageSize: CLAIMS_PAGE_SIZE, t: Date.now() }) });
}

/** Claims the rebate; what reached the main wallet (major units). Throws the gateway's refusal. */
export async function claimRebate(): Promise<number> {
  const done = await withRequestId('rebate claim', (requestId) => gateway().call(rebateClaim, { requestId }));
  await Promise.all([loadRebate(), loadRebateClaims(1), refreshBalance()]);
  return done.amount;
}

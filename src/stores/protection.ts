// Player protection (/member/responsibleGaming): the member's limits, reality check and breaks,
// read and set on the gateway (gateway/routes/protection.ts), which enforces them.
import * as calls from '../../contract/concerns/protection.ts';
import type { ProtectionState } from '../../contract/generated/common.ts';
import type { RealityCheckValue } from '../../contract/generated/member-reality-check.ts';
import { gateway } from '../api/page-client.ts';

/** The member's protection. */
export function loadProtection(): Promise<ProtectionState> {
  return gateway().call(calls.memberProtection, {});
}

/** Sets one limit in major units (null removes it); the state after. */
export function saveLimit(kind: 'deposit' | 'loss', period: 'DAY' | 'WEEK' | 'MONTH', amount: number | null): Promise<ProtectionState> {
  return gateway().call(calls.memberProtectionLimit, { kind, period, amount });
}

/** Sets the reality check's interval; the state after. */
export function saveRealityCheck(minutes: number): Promise<ProtectionState> {
  return gateway().call(calls.memberProtectionRealityCheck, { minutes });
}

/** Starts a time-out or self-exclusion; the gateway ends every session of the account (the page forgets its own). When it ends. */
export async function takeBreak(kind: 'timeOut' | 'selfExclusion', length: number): Promise<number> {
  return (await gateway().call(calls.memberProtectionBreak, { kind, length })).until;
}

/** The reality check's figures for this session: when it started, the interval, stakes, wins and net result. */
export function loadRealityCheck(): Promise<RealityCheckValue> {
  return gateway().call(calls.memberRealityCheck, {});
}

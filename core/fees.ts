// What a deposit channel or a withdrawal keeps of an amount (its percentage, rounded down to the minor unit, plus
// its fixed part): the gateway credits or pays out the rest, and the pages show it before sending.
import { exactMinor } from './money.ts';

/** A channel's fee as the tenant config writes it: a percent (two decimals at most) and a fixed part in major units. */
export interface FeeRule {
  percent: number;
  fixed: number;
}

/** The fee in minor units for an amount in minor units; integer arithmetic only. */
export function feeOf(amountMinor: number, fee: FeeRule, decimals: number): number {
  const basisPoints = BigInt(Math.round(fee.percent * 100));
  const fixed = exactMinor(fee.fixed, decimals) ?? Math.ceil(fee.fixed * 10 ** decimals);
  return Number((BigInt(amountMinor) * basisPoints) / 10_000n) + fixed;
}

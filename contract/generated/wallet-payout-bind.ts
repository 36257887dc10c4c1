/* This file is generated from schemas/gateway/wallet-payout-bind.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, PayoutAccount, Success } from './common.ts';

/**
 * The response envelope. The bound account.
 */
export type PayoutBindResponse = Success<PayoutAccount> | Failure;

/**
 * Binds a payout account (bank account or e-wallet) at one of the merchant's payout providers; the payment password authorises it. At most 5 per member.
 */
export interface PayoutBindCall {
  request: PayoutBindRequest;
  response: PayoutBindResponse;
}
/**
 * The account and the payment password.
 */
export interface PayoutBindRequest {
  /**
   * A provider's id from PAY_withdrawInfo (payout.provider.unknown otherwise).
   */
  providerId: string;
  /**
   * The name the account is held in.
   */
  accountName: string;
  /**
   * The account or e-wallet number: 4 to 34 letters and digits; spaces and dashes are dropped (payout.account.invalid otherwise).
   */
  accountNumber: string;
  /**
   * The member's payment password: six digits. Wrong five times in 15 minutes: password.too.many.tries.
   */
  paymentPassword: string;
}

/** Binds a payout account (bank account or e-wallet) at one of the merchant's payout providers; the payment password authorises it. At most 5 per member. */
export const walletPayoutBind: CallSpec<PayoutBindCall> = { method: 'POST', path: '/wps/relay/PAY_bindPayoutAccount', token: true, encrypted: true };

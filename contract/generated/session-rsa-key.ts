/* This file is generated from schemas/gateway/session-rsa-key.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The RSA public modulus for the rsa-des scheme; the exponent is 65537. On success, value: The 1024-bit modulus as hex text.
 */
export type RsaKeyResponse = Success<string> | Failure;

/**
 * The RSA public modulus for the rsa-des scheme; the exponent is 65537.
 */
export interface RsaKeyCall {
  request: RsaKeyRequest;
  response: RsaKeyResponse;
}
/**
 * No parameters.
 */
export interface RsaKeyRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** The RSA public modulus for the rsa-des scheme; the exponent is 65537. */
export const sessionRsaKey: CallSpec<RsaKeyCall> = { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false };

/* This file is generated from schemas/gateway/session-rsa-key.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. The RSA public modulus for the rsa-des scheme; the exponent is 65537.
 */
export type RsaKeyResponse = RsaKeySuccess | Failure;

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
/**
 * Success: value carries the payload.
 */
export interface RsaKeySuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * The 1024-bit modulus as hex text.
   */
  value: string;
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
}

/** The RSA public modulus for the rsa-des scheme; the exponent is 65537. */
export const sessionRsaKey: CallSpec<RsaKeyCall> = { method: 'GET', path: '/wps/session/key/rsa', token: false, encrypted: false };

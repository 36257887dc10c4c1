/* This file is generated from schemas/gateway/system-whitelabel.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success, WhitelabelNode } from './common.ts';

/**
 * The response envelope. The merchant's whitelabel switches as a tree. On success, value: Top-level groups of switches.
 */
export type WhitelabelResponse = Success<WhitelabelNode[]> | Failure;

/**
 * The merchant's whitelabel switches as a tree.
 */
export interface WhitelabelCall {
  request: WhitelabelRequest;
  response: WhitelabelResponse;
}
/**
 * No parameters.
 */
export interface WhitelabelRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** The merchant's whitelabel switches as a tree. */
export const systemWhitelabel: CallSpec<WhitelabelCall> = { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false };

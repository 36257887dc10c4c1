/* This file is generated from schemas/gateway/system-whitelabel.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

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
/**
 * One switch; enabled is "1" for on.
 */
export interface WhitelabelNode {
  /**
   * Switch or group id.
   */
  modId: string;
  /**
   * "1" on, "0" off.
   */
  enabled: "0" | "1";
  /**
   * Switches under this one.
   */
  childrenNodes: WhitelabelNode[];
}

/** The merchant's whitelabel switches as a tree. */
export const systemWhitelabel: CallSpec<WhitelabelCall> = { method: 'GET', path: '/wps/system/whitelabel', token: false, encrypted: false };

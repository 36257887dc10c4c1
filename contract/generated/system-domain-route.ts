/* This file is generated from schemas/gateway/system-domain-route.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. Mirror links of the merchant. On success, value: Mirrors.
 */
export type DomainRouteResponse = Success<DomainRouteEntry[]> | Failure;

/**
 * Mirror links of the merchant.
 */
export interface DomainRouteCall {
  request: DomainRouteRequest;
  response: DomainRouteResponse;
}
/**
 * No parameters.
 */
export interface DomainRouteRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * A mirror.
 */
export interface DomainRouteEntry {
  /**
   * Host name.
   */
  domain: string;
  /**
   * https URL.
   */
  url: string;
}

/** Mirror links of the merchant. */
export const systemDomainRoute: CallSpec<DomainRouteCall> = { method: 'GET', path: '/wps/system/domainRoute', token: false, encrypted: false };

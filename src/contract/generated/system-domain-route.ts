/* This file is generated from schemas/gateway/system-domain-route.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure } from './common.ts';

/**
 * The response envelope. Mirror links of the merchant.
 */
export type DomainRouteResponse = DomainRouteSuccess | Failure;

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
 * Success: value carries the payload.
 */
export interface DomainRouteSuccess {
  /**
   * The call did what was asked.
   */
  success: true;
  /**
   * Mirrors.
   */
  value: DomainRouteEntry[];
  /**
   * Informational message.
   */
  message?: string;
  /**
   * Unused on success.
   */
  errorCode?: string;
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

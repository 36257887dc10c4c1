/* This file is generated from schemas/gateway/system-status.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, RegisterSettings, Success, WhitelabelNode } from './common.ts';

/**
 * The response envelope. The permission call: maintenance, region restriction, the caller's IP and the merchant's public settings.
 */
export type SystemStatusResponse = Success<SystemStatusValue> | Failure;

/**
 * The permission call: maintenance, region restriction, the caller's IP and the merchant's public settings.
 */
export interface SystemStatusCall {
  request: SystemStatusRequest;
  response: SystemStatusResponse;
}
/**
 * No parameters.
 */
export interface SystemStatusRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Status and settings.
 */
export interface SystemStatusValue {
  /**
   * Maintenance screen (wins over restriction).
   */
  maintenance: boolean;
  /**
   * Access-restricted screen.
   */
  regionRestriction: boolean;
  location: Location;
  info: StatusInfo;
}
/**
 * Where the caller is.
 */
export interface Location {
  /**
   * Caller IP.
   */
  ip: string;
}
/**
 * Public settings.
 */
export interface StatusInfo {
  /**
   * Customer-service entries.
   */
  customerService: CustomerService[];
  /**
   * Mirror domains.
   */
  domainRoute: string[];
  /**
   * Resource links.
   */
  resources: Resource[];
  /**
   * Top-level groups of switches.
   */
  whitelabel: WhitelabelNode[];
  register: RegisterSettings;
  /**
   * Main host name.
   */
  mainDomain: string;
  analytics: Analytics;
  /**
   * Origins to prefix root-relative image paths with.
   */
  imageCDNs: string[];
  /**
   * Origins game launches use.
   */
  launchGameCDNs: string[];
  /**
   * Social sign-in providers offered.
   */
  socialProviders: ("google" | "facebook")[];
  /**
   * One-click registration offered.
   */
  oneClick: boolean;
}
/**
 * One entry; path is DES-ECB encrypted, its last 8 characters are the key.
 */
export interface CustomerService {
  /**
   * Channel kind.
   */
  csType: string;
  /**
   * Encrypted URL.
   */
  path: string;
  /**
   * Label per language.
   */
  label?: {
    [k: string]: string | undefined;
  };
}
/**
 * A link by type.
 */
export interface Resource {
  /**
   * LIVECHAT, FACEBOOK, TELEGRAM, WHATSAPP or Android.
   */
  resourceType: string;
  /**
   * The link.
   */
  url: string;
}
/**
 * Analytics ids: the reference gateway reports the merchant config's (tenant analytics), none when it has none.
 */
export interface Analytics {
  /**
   * Google tag measurement id.
   */
  googleTagId?: string;
}

/** The permission call: maintenance, region restriction, the caller's IP and the merchant's public settings. */
export const systemStatus: CallSpec<SystemStatusCall> = { method: 'GET', path: '/wps/system/status', token: false, encrypted: false };

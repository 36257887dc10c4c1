/* This file is generated from schemas/gateway/system-status.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

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
 * Field name → rule; a field that is absent is not shown.
 */
export interface RegisterSettings {
  [k: string]: RegisterFieldRule | undefined;
}
/**
 * How one registration field behaves.
 */
export interface RegisterFieldRule {
  /**
   * Shown.
   */
  enabled: boolean;
  /**
   * Must be filled in.
   */
  required: boolean;
  /**
   * The regular expression; * accepts anything.
   */
  acceptedPattern: string;
  /**
   * Pattern catalogue id (error key reg_pattern_<id>).
   */
  patternId: string;
  /**
   * Fewest characters.
   */
  minLength: number;
  /**
   * Most characters.
   */
  maxLength: number;
}
/**
 * Analytics ids (none in the reference gateway).
 */
export interface Analytics {}

/** The permission call: maintenance, region restriction, the caller's IP and the merchant's public settings. */
export const systemStatus: CallSpec<SystemStatusCall> = { method: 'GET', path: '/wps/system/status', token: false, encrypted: false };

/* This file is generated from schemas/gateway/system-register-settings.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, RegisterSettings, Success } from './common.ts';

/**
 * The response envelope. Registration field rules from the merchant config; patterns come from the shared catalogue.
 */
export type RegisterSettingsResponse = Success<RegisterSettings> | Failure;

/**
 * Registration field rules from the merchant config; patterns come from the shared catalogue.
 */
export interface RegisterSettingsCall {
  request: RegisterSettingsRequest;
  response: RegisterSettingsResponse;
}
/**
 * No parameters.
 */
export interface RegisterSettingsRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}

/** Registration field rules from the merchant config; patterns come from the shared catalogue. */
export const systemRegisterSettings: CallSpec<RegisterSettingsCall> = { method: 'GET', path: '/wps/system/setting/register', token: false, encrypted: false };

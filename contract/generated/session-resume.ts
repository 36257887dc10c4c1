/* This file is generated from schemas/gateway/session-resume.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, LoginValue, Success } from './common.ts';

/**
 * The response envelope. A new session, as a login answers.
 */
export type ResumeResponse = Success<LoginValue> | Failure;

/**
 * Starts a new session from a remembered login: the HttpOnly remember cookie a login with rememberMe set (24 hours, spec §9). The cookie is the credential; no token. A missing, expired, logged-out or password-changed remembered login answers session.remembered.none and deletes the cookie.
 */
export interface ResumeCall {
  request: ResumeRequest;
  response: ResumeResponse;
}
/**
 * No parameters: the remember cookie carries the credential.
 */
export interface ResumeRequest {}

/** Starts a new session from a remembered login: the HttpOnly remember cookie a login with rememberMe set (24 hours, spec §9). The cookie is the credential; no token. A missing, expired, logged-out or password-changed remembered login answers session.remembered.none and deletes the cookie. */
export const sessionResume: CallSpec<ResumeCall> = { method: 'POST', path: '/wps/session/resume', token: false, encrypted: false };

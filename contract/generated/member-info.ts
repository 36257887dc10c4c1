/* This file is generated from schemas/gateway/member-info.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. The logged-in account.
 */
export type MemberInfoResponse = Success<MemberInfo> | Failure;

/**
 * The logged-in account.
 */
export interface MemberInfoCall {
  request: MemberInfoRequest;
  response: MemberInfoResponse;
}
/**
 * No parameters.
 */
export interface MemberInfoRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The logged-in account.
 */
export interface MemberInfo {
  /**
   * Member id.
   */
  id: number;
  /**
   * Same as id.
   */
  customerId: number;
  /**
   * Account name.
   */
  account: string;
  /**
   * Nickname (the account when none).
   */
  nickname: string;
  /**
   * 0 member, 1/2/41/42 agent, 4 trial.
   */
  type: number;
  /**
   * Agent account.
   */
  isAgent: boolean;
  /**
   * Trial account.
   */
  isTrial: boolean;
  clubLabel: ClubLabel;
  /**
   * VIP label shown.
   */
  hasVip: boolean;
  availablePromo: AvailablePromo;
  /**
   * Registration time in ms.
   */
  regDate: number;
  /**
   * Masked mobile number, or empty.
   */
  mobile: string;
  /**
   * Masked email, or empty.
   */
  email: string;
  /**
   * Chosen language.
   */
  language: string;
  /**
   * False for social accounts that never set a password: the change-password form then hides the old password.
   */
  passwordKnown: boolean;
  /**
   * Agents only: dividend contracts run for this agent (specification section 2, the agent menu's server flag; the merchant's and the operator's switch for the agent). Absent: the site keeps its config's menu.
   */
  enableCt?: boolean;
  /**
   * Agents only: daily salary contracts run for this agent (server flag salary).
   */
  salary?: boolean;
  /**
   * Agents only: hourly salary contracts run for this agent (server flag hourSalary).
   */
  hourSalary?: boolean;
  /**
   * Agents only: real-time salary contracts run for this agent (server flag agentRealtimeSalary).
   */
  agentRealtimeSalary?: boolean;
  /**
   * Agents only: any contract kind runs for this agent (the specification's session value).
   */
  enableContract?: boolean;
  /**
   * Agents only: a salary kind (daily, hourly or real-time) runs for this agent (the specification's session value).
   */
  enableSalary?: boolean;
}
/**
 * VIP label.
 */
export interface ClubLabel {
  /**
   * VIP label name.
   */
  labelName: string;
  /**
   * VIP rank.
   */
  rankLevel: number;
}
/**
 * The promotions that run by type (public state, specification section 3): the site shows its referral entries only while REFERRAL is enabled.
 */
export interface AvailablePromo {
  REFERRAL: PromoSwitch;
}
/**
 * The referral programme.
 */
export interface PromoSwitch {
  /**
   * It runs for this account: the merchant's REFERRAL promotion is on (never for a trial account).
   */
  enabled: boolean;
}

/** The logged-in account. */
export const memberInfo: CallSpec<MemberInfoCall> = { method: 'GET', path: '/wps/member/info', token: true, encrypted: false };

/* This file is generated from schemas/gateway/rewards-open.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RewardsOpenResponse = Success<RewardsOpenValue> | Failure;

/**
 * Opens a ticket: the gateway draws its prize from the kind's weighted table, marks the ticket opened and pays the prize as a bonus (with its turnover requirement) in one transaction. The same request id again answers the same; a ticket opened already (another request, another tab) is refused with reward.ticket.opened and pays nothing; reward.ticket.expired, reward.ticket.unknown, request.id.reused. Real members only (a trial account: in_need_true_account).
 */
export interface RewardsOpenCall {
  request: RewardsOpenRequest;
  response: RewardsOpenResponse;
}
/**
 * The ticket and the request id.
 */
export interface RewardsOpenRequest {
  /**
   * The client's id for this request (fresh per action, kept for retries): the same id again answers the first answer and pays nothing more; with other input it is refused with request.id.reused.
   */
  requestId: string;
  /**
   * The ticket to open.
   */
  ticketId: number;
}
/**
 * What the ticket paid (major units).
 */
export interface RewardsOpenValue {
  /**
   * The ticket.
   */
  ticketId: number;
  /**
   * The kind of ticket: a red envelope, a prize-wheel spin or a golden egg.
   */
  kind: "RED_ENVELOPE" | "WHEEL" | "GOLDEN_EGG";
  /**
   * The prize's segment: where the wheel stops.
   */
  segment: number;
  /**
   * What was paid into the main wallet as a bonus; 0: no prize.
   */
  prize: number;
  /**
   * The bonus's turnover requirement as a multiple of the prize.
   */
  turnoverMultiple: number;
  /**
   * The main wallet's balance after it.
   */
  balance: number;
}

/** Opens a ticket: the gateway draws its prize from the kind's weighted table, marks the ticket opened and pays the prize as a bonus (with its turnover requirement) in one transaction. The same request id again answers the same; a ticket opened already (another request, another tab) is refused with reward.ticket.opened and pays nothing; reward.ticket.expired, reward.ticket.unknown, request.id.reused. Real members only (a trial account: in_need_true_account). */
export const rewardsOpen: CallSpec<RewardsOpenCall> = { method: 'POST', path: '/wps/rewards/tickets/open', token: true, encrypted: false };

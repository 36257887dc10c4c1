/* This file is generated from schemas/gateway/rewards-tickets.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RewardsTicketsResponse = Success<RewardsTicketsValue> | Failure;

/**
 * The member's tickets that can be opened now (soonest to expire first), each kind's prizes (the wheel's segments in order) and the history of opened tickets with what each paid. Real members only (a trial account: in_need_true_account).
 */
export interface RewardsTicketsCall {
  request: RewardsTicketsRequest;
  response: RewardsTicketsResponse;
}
/**
 * Nothing but cache busting.
 */
export interface RewardsTicketsRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * Tickets, prizes and history (amounts in major units, times in ms since the epoch).
 */
export interface RewardsTicketsValue {
  /**
   * The tickets that can be opened now.
   */
  tickets: RewardTicket[];
  /**
   * Each kind's prizes by segment (the wheel draws its slices in this order); an amount of 0 is no prize.
   */
  prizes: RewardPrize[];
  /**
   * Opened tickets, newest first (at most 50).
   */
  history: OpenedRewardTicket[];
}
/**
 * A ticket to open.
 */
export interface RewardTicket {
  /**
   * The ticket.
   */
  ticketId: number;
  /**
   * The kind of ticket: a red envelope, a prize-wheel spin or a golden egg.
   */
  kind: "RED_ENVELOPE" | "WHEEL" | "GOLDEN_EGG";
  /**
   * Why it was granted: deposit:<order id> (a deposit rule), bet-day:<day> (the daily bet rule), operator:… (the operator), seed (the demo world).
   */
  source: string;
  /**
   * When it was granted.
   */
  grantedAt: number;
  /**
   * Until when it can be opened (excluded).
   */
  expiresAt: number;
}
/**
 * One prize of a kind.
 */
export interface RewardPrize {
  /**
   * The kind of ticket: a red envelope, a prize-wheel spin or a golden egg.
   */
  kind: "RED_ENVELOPE" | "WHEEL" | "GOLDEN_EGG";
  /**
   * Its place in the kind's table (the wheel's slice).
   */
  segment: number;
  /**
   * What it pays (major units); 0: no prize.
   */
  amount: number;
  /**
   * The valid bet its bonus asks before a withdrawal, as a multiple of the amount.
   */
  turnoverMultiple: number;
}
/**
 * An opened ticket and what it paid.
 */
export interface OpenedRewardTicket {
  /**
   * The ticket.
   */
  ticketId: number;
  /**
   * The kind of ticket: a red envelope, a prize-wheel spin or a golden egg.
   */
  kind: "RED_ENVELOPE" | "WHEEL" | "GOLDEN_EGG";
  /**
   * Why it was granted: deposit:<order id> (a deposit rule), bet-day:<day> (the daily bet rule), operator:… (the operator), seed (the demo world).
   */
  source: string;
  /**
   * When it was opened.
   */
  openedAt: number;
  /**
   * The prize's segment.
   */
  segment: number;
  /**
   * What it paid (major units); 0: no prize.
   */
  prize: number;
}

/** The member's tickets that can be opened now (soonest to expire first), each kind's prizes (the wheel's segments in order) and the history of opened tickets with what each paid. Real members only (a trial account: in_need_true_account). */
export const rewardsTickets: CallSpec<RewardsTicketsCall> = { method: 'GET', path: '/wps/rewards/tickets', token: true, encrypted: false };

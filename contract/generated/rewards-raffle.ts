/* This file is generated from schemas/gateway/rewards-raffle.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope.
 */
export type RewardsRaffleResponse = Success<RewardsRaffleValue> | Failure;

/**
 * The merchant's current raffle (the latest started), the member's entries in it (one per entry unit of valid bet placed in its period), and the prizes the member won, claimed or not. Real members only (a trial account: in_need_true_account).
 */
export interface RewardsRaffleCall {
  request: RewardsRaffleRequest;
  response: RewardsRaffleResponse;
}
/**
 * Nothing but cache busting.
 */
export interface RewardsRaffleRequest {
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * The raffle and the member's prizes (major units; times in ms since the epoch).
 */
export interface RewardsRaffleValue {
  raffle?: CurrentRaffle;
  /**
   * Prizes the member won, newest raffle first (at most 20).
   */
  won: WonRafflePrize[];
}
/**
 * The current raffle; absent when the merchant has none.
 */
export interface CurrentRaffle {
  /**
   * The raffle.
   */
  raffleId: number;
  /**
   * Its title (operator text).
   */
  title: string;
  /**
   * Bets from then count (included).
   */
  startsAt: number;
  /**
   * Bets until then count (excluded).
   */
  endsAt: number;
  /**
   * When the gateway draws it.
   */
  drawAt: number;
  /**
   * Whether it was drawn.
   */
  drawn: boolean;
  /**
   * The valid bet that gives one entry (major units).
   */
  entryUnit: number;
  /**
   * The member's entries.
   */
  entries: number;
  /**
   * Its prizes by rank.
   */
  prizes: RafflePrizeOffered[];
}
/**
 * A prize by rank.
 */
export interface RafflePrizeOffered {
  /**
   * 1 for the first prize.
   */
  rank: number;
  /**
   * What it pays (major units).
   */
  amount: number;
}
/**
 * A won prize.
 */
export interface WonRafflePrize {
  /**
   * The prize, to claim it.
   */
  prizeId: number;
  /**
   * Its raffle.
   */
  raffleId: number;
  /**
   * The raffle's title.
   */
  title: string;
  /**
   * Its rank.
   */
  rank: number;
  /**
   * What it pays (major units).
   */
  amount: number;
  /**
   * Whether it was claimed.
   */
  claimed: boolean;
}

/** The merchant's current raffle (the latest started), the member's entries in it (one per entry unit of valid bet placed in its period), and the prizes the member won, claimed or not. Real members only (a trial account: in_need_true_account). */
export const rewardsRaffle: CallSpec<RewardsRaffleCall> = { method: 'GET', path: '/wps/rewards/raffle', token: true, encrypted: false };

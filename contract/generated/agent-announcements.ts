/* This file is generated from schemas/gateway/agent-announcements.json by `npm run gen`. Do not edit it by hand. */

import type { CallSpec } from '../call-spec.ts';

import type { Failure, Success } from './common.ts';

/**
 * The response envelope. One page of announcements.
 */
export type AgentAnnouncementsResponse = Success<AgentAnnouncementsValue> | Failure;

/**
 * The announcements the operator posts for agents (never shown to members), newest first, paged (9 a page, specification section 9), each in the page's language by the platform's fallback (the Language header, EN, the merchant's default). Agents only (agent.only; trial accounts too).
 */
export interface AgentAnnouncementsCall {
  request: AgentAnnouncementsRequest;
  response: AgentAnnouncementsResponse;
}
/**
 * Paging.
 */
export interface AgentAnnouncementsRequest {
  /**
   * Page, from 1.
   */
  pageNo?: number;
  /**
   * Per page.
   */
  pageSize?: number;
  /**
   * Cache-busting time in ms; ignored.
   */
  t?: number;
}
/**
 * One page of announcements.
 */
export interface AgentAnnouncementsValue {
  /**
   * Announcements, newest first.
   */
  list: AgentAnnouncement[];
  /**
   * Pages in all.
   */
  totalPages: number;
  /**
   * Announcements in all.
   */
  totalCount: number;
}
/**
 * One announcement for agents.
 */
export interface AgentAnnouncement {
  /**
   * Announcement id.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * HTML content (untrusted: sanitise before rendering).
   */
  content: string;
  /**
   * Publication time, ms since the epoch.
   */
  createdAt: number;
}

/** The announcements the operator posts for agents (never shown to members), newest first, paged (9 a page, specification section 9), each in the page's language by the platform's fallback (the Language header, EN, the merchant's default). Agents only (agent.only; trial accounts too). */
export const agentAnnouncements: CallSpec<AgentAnnouncementsCall> = { method: 'GET', path: '/wps/agent/announcements', token: true, encrypted: false };

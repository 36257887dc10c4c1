// The member's platform messages and feedback. Every answer that carries the unread count sets
// $unread (balance-and-unread.ts), the one store the header bell and the member menu's badge read, so
// both follow a read, a delete or "mark all read" without a reload.
import * as calls from '../../contract/concerns/messages.ts';
import type { RequestOf, ValueOf } from '../../contract/call-spec.ts';
import type { Message } from '../../contract/generated/common.ts';
import { gateway } from '../api/page-client.ts';
import { $unread } from './balance-and-unread.ts';

/** Messages and feedback per page. */
const PAGE_SIZE = 10;

/** One page of messages, newest first. */
export async function loadMessages(pageNo: number): Promise<ValueOf<typeof calls.memberMessages>> {
  const value = await gateway().call(calls.memberMessages, { pageNo, pageSize: PAGE_SIZE });
  $unread.set(value.unread);
  return value;
}

/** Opens a message (the gateway marks it read). */
export async function openMessage(id: number): Promise<Message> {
  const value = await gateway().call(calls.memberMessageRead, { id });
  $unread.set(value.unread);
  return value.message;
}

/** Deletes messages: all of them or, when one is not the member's, none. */
export async function deleteMessages(ids: number[]): Promise<void> {
  $unread.set((await gateway().call(calls.memberMessagesDelete, { ids })).unread);
}

/** Marks every message read. */
export async function readAllMessages(): Promise<void> {
  $unread.set((await gateway().call(calls.memberMessagesReadAll, {})).unread);
}

/** One page of the member's earlier feedback with the operator's replies. */
export function loadFeedback(pageNo: number): Promise<ValueOf<typeof calls.feedbackList>> {
  return gateway().call(calls.feedbackList, { pageNo, pageSize: PAGE_SIZE });
}

/** Sends feedback (its images uploaded before). */
export function sendFeedback(feedback: RequestOf<typeof calls.feedbackSubmit>): Promise<ValueOf<typeof calls.feedbackSubmit>> {
  return gateway().call(calls.feedbackSubmit, feedback);
}

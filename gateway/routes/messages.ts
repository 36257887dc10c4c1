// The member's message box (store/messages.ts) and feedback (store/feedback.ts). Real accounts
// only: a trial account has no messages and sends no feedback (in_need_true_account).
import * as calls from '../../contract/concerns/messages.ts';
import { FEEDBACK_PER_MEMBER } from '../auth/throttles.ts';
import { type CallRouter, realMember } from '../http/router.ts';
import { feedbackOf, submitFeedback } from '../store/feedback.ts';
import { deleteMessages, messagesOf, type Reader, readAllMessages, readMessage, unreadCount } from '../store/messages.ts';
import { throttled } from '../store/throttle.ts';

/** The reader of a call: the page's language, the merchant's default after English. */
const reader = (ctx: { language: string; tenant: { config: { languages: { default: string } } } }): Reader => ({
  language: ctx.language,
  defaultLanguage: ctx.tenant.config.languages.default,
});

export function messageRoutes(r: CallRouter): void {
  r.call(calls.memberMessages, (ctx) => {
    const member = realMember(ctx);
    const [page, size] = [ctx.input.pageNo ?? 1, ctx.input.pageSize ?? 10];
    const { list, total } = messagesOf(ctx.gw.db, reader(ctx), member.id, page, size);
    return { list, totalPages: Math.ceil(total / size), totalCount: total, unread: unreadCount(ctx.gw.db, member.id) };
  });

  r.call(calls.memberMessageRead, (ctx) => {
    const member = realMember(ctx);
    const message = readMessage(ctx.gw.db, reader(ctx), member.id, ctx.input.id, ctx.gw.clock());
    return { message, unread: unreadCount(ctx.gw.db, member.id) };
  });

  r.call(calls.memberMessagesDelete, (ctx) => {
    const member = realMember(ctx);
    const deleted = deleteMessages(ctx.gw.db, member.id, ctx.input.ids);
    return { deleted, unread: unreadCount(ctx.gw.db, member.id) };
  });

  r.call(calls.memberMessagesReadAll, (ctx) => {
    const member = realMember(ctx);
    return { marked: readAllMessages(ctx.gw.db, member.id, ctx.gw.clock()), unread: 0 };
  });
}

export function feedbackRoutes(r: CallRouter): void {
  r.call(calls.feedbackSubmit, (ctx) => {
    const member = realMember(ctx);
    const { gw, tenant, input } = ctx;
    throttled(gw.db, tenant.code, FEEDBACK_PER_MEMBER, String(member.id), gw.clock());
    return submitFeedback(
      gw.db,
      tenant,
      member.id,
      { type: input.type, content: input.content, imageIds: input.imageIds ?? [] },
      gw.clock(),
    );
  });

  r.call(calls.feedbackList, (ctx) => {
    const member = realMember(ctx);
    const [page, size] = [ctx.input.pageNo ?? 1, ctx.input.pageSize ?? 10];
    const { list, total } = feedbackOf(ctx.gw.db, member.id, page, size);
    return { list, totalPages: Math.ceil(total / size), totalCount: total };
  });
}

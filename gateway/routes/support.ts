import { chatLaunch } from '../../contract/generated/calls.ts';
import { refuse } from '../http/errors.ts';
import { realMember, type CallRouter } from '../http/router.ts';

/** The merchant's chat room (CBS_launchChat): its configured address with the member's account and language. */
export function supportRoutes(r: CallRouter): void {
  r.call(chatLaunch, (ctx) => {
    const room = ctx.tenant.config.support.chatRoom;
    if (!room) throw refuse.disabled('the chat room');
    const member = realMember(ctx);
    const url = new URL(room);
    url.searchParams.set('member', member.username);
    url.searchParams.set('lang', ctx.input.language ?? ctx.language);
    return { chatUrl: url.href };
  });
}

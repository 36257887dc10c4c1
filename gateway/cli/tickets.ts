import { refuseOnBreak } from '../store/protection.ts';
import { grantTickets, TICKET_KINDS, type TicketKind } from '../store/reward-tickets.ts';
import { command, fail, MERCHANT, merchantMember, settleOrFail } from './shared.ts';

/** tickets grant: reward tickets for a member, valid 7 days. */
export const tickets = command({
  name: 'tickets',
  words: '[verb] [username] [kind] [count]',
  options: [MERCHANT],
  usage:
    '  tickets grant <username> <kind> [count] --merchant X   grant a member reward tickets (RED_ENVELOPE, WHEEL or GOLDEN_EGG; count 1 by default), valid 7 days',
  async run(cli) {
    const { arg, target, positionals } = cli;
    if (arg !== 'grant' || !target) fail('tickets takes grant <username> <kind> [count]');
    const kind = positionals[3] as TicketKind;
    if (!TICKET_KINDS.includes(kind)) fail(`the kind is one of ${TICKET_KINDS.join(', ')}`);
    const count = Number(positionals[4] ?? 1);
    if (!Number.isSafeInteger(count) || count < 1 || count > 100) fail('the count is a whole number from 1 to 100');
    const {
      tenant: { code },
      db,
      member,
    } = await merchantMember(cli, target);
    const now = Date.now();
    settleOrFail(() => refuseOnBreak(db, member.id, now));
    const granted = grantTickets(db, { merchant: code, memberId: member.id, kind, source: `operator:${now}`, count, validDays: 7, now });
    console.log(
      `${code}: granted ${target} ${granted} ${kind} ticket${granted === 1 ? '' : 's'}${granted ? '' : ' (a trial account gets none)'}`,
    );
    if (!granted) process.exit(1);
  },
});

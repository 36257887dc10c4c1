import { openDatabase } from '../store/db.ts';
import { listFeedback, replyToFeedback } from '../store/feedback.ts';
import { command, fail, idOf, LIMIT, MERCHANT_FILTER, merchantFilter, settleOrFail } from './shared.ts';

/** feedback list / reply: members' feedback and the operator's answers. */
export const feedback = command({
  name: 'feedback',
  words: '[verb] [id]',
  options: [MERCHANT_FILTER, LIMIT, ['--text <text>', 'the answer (reply; at most 5000 characters)']],
  usage: `  feedback list [--merchant X] [--limit N]       list members' feedback, newest first, with how often it was answered
  feedback reply <id> --text "..."               answer a feedback: the member sees it with their feedback and gets a message`,
  async run(cli) {
    const { arg, target, values, dbPath } = cli;
    if (arg === 'list') {
      const limit = Number(values.limit ?? 20);
      if (!Number.isSafeInteger(limit) || limit < 1) fail('--limit is a whole number from 1');
      const rows = listFeedback(openDatabase(dbPath), { merchant: await merchantFilter(cli), limit });
      if (!rows.length) console.log('no feedback');
      for (const r of rows)
        console.log(
          `${String(r.id).padStart(6)}  ${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.username}  ${r.type}  ${r.images} image(s)  ${r.replies} repl${r.replies === 1 ? 'y' : 'ies'}\n        ${r.content.replace(/\s+/g, ' ')}`,
        );
    } else if (arg === 'reply') {
      const id = idOf(target, 'give the feedback id (npm run gateway -- feedback list lists them)');
      const text = values.text?.trim();
      if (!text) fail('feedback reply needs --text "...": the member reads it');
      if (text.length > 5000) fail('--text is at most 5000 characters');
      const to = settleOrFail(() => replyToFeedback(openDatabase(dbPath), id, text, Date.now()));
      console.log(`feedback ${id}: replied to ${to.username} (${to.merchant})`);
    } else fail('unknown command "feedback"');
  },
});

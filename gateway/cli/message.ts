import { openDatabase } from '../store/db.ts';
import { findByUsername, TRIAL_TYPE } from '../store/members.ts';
import { sendMessage } from '../store/messages.ts';
import { refuseOnBreak } from '../store/protection.ts';
import { command, fail, MERCHANT, merchantCode, settleOrFail, verbOf } from './shared.ts';

/** message send: a platform message to one member or to all of a merchant's. */
export const message = command({
  name: 'message',
  words: '[verb] [username]',
  options: [
    MERCHANT,
    ['--all', 'every member of the merchant instead of one'],
    ['--title <text>', 'its title (at most 200 characters)'],
    ['--body <text>', 'its text (at most 5000 characters)'],
  ],
  usage: `  message send <username> --merchant X --title "..." --body "..."   send one member a platform message
  message send --all --merchant X --title "..." --body "..."         send it to every member of a merchant (trial accounts and accounts on a time-out or self-exclusion aside)`,
  async run(cli) {
    const { target, values, dbPath } = cli;
    verbOf(cli, ['send']);
    const code = await merchantCode(cli);
    const [title, body] = [values.title?.trim(), values.body?.trim()];
    if (!title || !body) fail('message send needs --title "..." and --body "..."');
    if (title.length > 200 || body.length > 5000) fail('--title is at most 200 characters and --body at most 5000');
    if (Boolean(target) === Boolean(values.all)) fail('give one username or --all');
    const db = openDatabase(dbPath);
    const now = Date.now();
    let ids: number[];
    if (values.all) {
      ids = (db.prepare('SELECT id FROM members WHERE merchant = ? AND type != ?').all(code, TRIAL_TYPE) as Array<{ id: number }>).map(
        (m) => m.id,
      );
    } else {
      const member = findByUsername(db, code, target!) ?? fail(`no account ${target} on ${code}`);
      // Said rather than skipped: the operator asked for this one member.
      settleOrFail(() => refuseOnBreak(db, member.id, now));
      ids = [member.id];
    }
    const sent = sendMessage(db, ids, { title, body }, now);
    console.log(`${code}: sent to ${sent} member${sent === 1 ? '' : 's'}`);
  },
});

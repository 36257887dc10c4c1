import { changeProfileFields, collectedFields, storedFields } from '../store/profiles.ts';
import { command, fail, MERCHANT, merchantMember, settleOrFail } from './shared.ts';

/** profile: a member's profile fields, shown or corrected. */
export const profile = command({
  name: 'profile',
  words: '[username]',
  options: [MERCHANT, ['--set <field=value...>', 'correct a field (again for each field; set-once fields too)']],
  usage: "  profile <username> --merchant X [--set field=value ...]   show a member's profile fields, or correct them (set-once ones too)",
  async run(cli) {
    const { arg, values } = cli;
    const { tenant, db, member } = await merchantMember(cli, arg);
    const changes = (values.set ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) fail(`--set takes field=value, not "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1).trim()] as const;
    });
    if (changes.length) settleOrFail(() => changeProfileFields(db, tenant, member.id, changes, 'operator'));
    const stored = storedFields(db, member.id);
    const fields = collectedFields(tenant);
    if (!fields.length) console.log(`${tenant.code} collects no profile fields`);
    for (const [name] of fields) console.log(`${name.padEnd(16)} ${stored[name] || '-'}`);
  },
});

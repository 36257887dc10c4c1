import { openDatabase } from '../store/db.ts';
import { findByUsername } from '../store/members.ts';
import { changeProfileFields, collectedFields, storedFields } from '../store/profiles.ts';
import { type Command, fail, merchantCode, settleOrFail, tenantOf } from './shared.ts';

/** profile: a member's profile fields, shown or corrected. */
export const profile: Command = {
  names: ['profile'],
  usage: "  profile <username> --merchant X [--set field=value ...]   show a member's profile fields, or correct them (set-once ones too)",
  async run(cli) {
    const { arg, values, dbPath } = cli;
    if (!arg) fail('give the username of the member');
    const code = await merchantCode(cli);
    const db = openDatabase(dbPath);
    const member = findByUsername(db, code, arg) ?? fail(`no account ${arg} on ${code}`);
    const tenant = await tenantOf(code, `account ${arg}`);
    const changes = (values.set ?? []).map((pair) => {
      const at = pair.indexOf('=');
      if (at < 1) fail(`--set takes field=value, not "${pair}"`);
      return [pair.slice(0, at), pair.slice(at + 1).trim()] as const;
    });
    if (changes.length) settleOrFail(() => changeProfileFields(db, tenant, member.id, changes, 'operator'));
    const stored = storedFields(db, member.id);
    const fields = collectedFields(tenant);
    if (!fields.length) console.log(`${code} collects no profile fields`);
    for (const [name] of fields) console.log(`${name.padEnd(16)} ${stored[name] || '-'}`);
  },
};

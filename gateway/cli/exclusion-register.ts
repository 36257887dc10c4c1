import { openDatabase } from '../store/db.ts';
import { addEntry, type EntryKind, entryValue, REGISTER_NAMES, type RegisterName, removeEntry } from '../store/exclusion-registers.ts';
import { command, fail, verbOf } from './shared.ts';

/** exclusion-register: the reference gateway's local copy of GAMSTOP and NDRS, an entry added or removed. */
export const exclusionRegister = command({
  name: 'exclusion-register',
  words: '[verb] [register]',
  options: [
    ['--email <address>', 'the person by e-mail address'],
    ['--mobile <number>', 'the person by mobile number'],
  ],
  usage:
    '  exclusion-register add|remove GAMSTOP|NDRS --email E | --mobile N   list or unlist a person on the local copy of a self-exclusion register (checked at registration and login where the jurisdiction names it)',
  run(cli) {
    const { target, values, dbPath } = cli;
    const arg = verbOf(cli, ['add', 'remove']);
    const register = target as RegisterName;
    if (!REGISTER_NAMES.includes(register)) fail(`the register is one of ${REGISTER_NAMES.join(', ')}`);
    const given = (['email', 'mobile'] as const).filter((k) => values[k] !== undefined);
    if (given.length !== 1) fail('give one of --email or --mobile');
    const kind: EntryKind = given[0]!;
    const value = values[kind] as string;
    if (entryValue(register, kind, value) === '' || (kind === 'email' && !value.includes('@')))
      fail(kind === 'email' ? '--email is an address such as name@example.com' : '--mobile is a number with digits');
    const db = openDatabase(dbPath);
    const changed = arg === 'add' ? addEntry(db, register, kind, value, Date.now()) : removeEntry(db, register, kind, value);
    console.log(
      `${register}: ${kind} ${entryValue(register, kind, value)} ${arg === 'add' ? (changed ? 'added' : 'was listed already') : changed ? 'removed' : 'was not listed'}`,
    );
  },
});

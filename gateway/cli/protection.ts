import { fromMinor } from '../../core/money.ts';
import { openDatabase } from '../store/db.ts';
import { findByUsername } from '../store/members.ts';
import { breakOf, limitsOf, protectionJournal, realityCheckMinutes } from '../store/protection.ts';
import { type Command, fail, merchantCode, tenantOf } from './shared.ts';

const iso = (ms: number) => new Date(ms).toISOString();

/** protection: a member's deposit and loss limits, time-out or self-exclusion, reality check and the journal of changes. */
export const protection: Command = {
  names: ['protection'],
  usage: "  protection <username> --merchant X                list a member's limits, time-out or self-exclusion, and every change to them",
  async run(cli) {
    const { arg, dbPath } = cli;
    if (!arg) fail('give the username of the member');
    const code = await merchantCode(cli);
    const db = openDatabase(dbPath);
    const member = findByUsername(db, code, arg) ?? fail(`no account ${arg} on ${code}`);
    const tenant = await tenantOf(code, `account ${arg}`);
    const { decimals, code: currency } = tenant.config.currency;
    const money = (minor: number | null) => (minor === null ? 'none' : `${fromMinor(minor, decimals)} ${currency}`);
    const now = Date.now();
    for (const l of limitsOf(db, tenant, member.id, now)) {
      const pending = l.pending ? `, becomes ${money(l.pending.amount)} at ${iso(l.pending.appliesAt)}` : '';
      const used = l.amount === null ? '' : `, used ${money(l.used)} until ${iso(l.resetsAt)}`;
      console.log(`${`${l.kind} ${l.period}`.padEnd(14)} ${money(l.amount)}${used}${pending}`);
    }
    const taken = breakOf(db, member.id, now);
    console.log(`${'break'.padEnd(14)} ${taken ? `${taken.kind} until ${iso(taken.until)}` : 'none'}`);
    console.log(`${'reality check'.padEnd(14)} every ${realityCheckMinutes(db, tenant, member.id)} minutes`);
    const journal = protectionJournal(db, member.id);
    console.log(journal.length ? 'changes:' : 'changes: none');
    for (const e of journal) {
      const applies = e.appliesAt === e.at ? '' : ` (applies ${iso(e.appliesAt)})`;
      console.log(`  ${iso(e.at)} ${e.actor} ${e.what}: ${e.before} -> ${e.after}${applies}`);
    }
  },
};

import { exactMinor, fromMinor } from '../../core/money.ts';
import { LIMIT_PERIODS, type LimitPeriod } from '../../core/limit-windows.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import {
  breakOf,
  type LimitKind,
  limitsOf,
  presetOf,
  protectionJournal,
  realityCheckMinutes,
  setLimit,
  takeBreak,
} from '../store/protection.ts';
import { command, fail, type Invocation, MERCHANT, merchantMember, settleOrFail } from './shared.ts';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;
/** How long an operator's limit holds against the member's raise unless --days says otherwise. */
const DEFAULT_LOCK_DAYS = 180;

/** Prints a member's limits, break, reality check and journal of changes. */
function list(db: DatabaseSync, tenant: Tenant, memberId: number): void {
  const { decimals, code: currency } = tenant.config.currency;
  const money = (minor: number | null) => (minor === null ? 'none' : `${fromMinor(minor, decimals)} ${currency}`);
  const now = Date.now();
  for (const l of limitsOf(db, tenant, memberId, now)) {
    const pending = l.pending ? `, becomes ${money(l.pending.amount)} at ${iso(l.pending.appliesAt)}` : '';
    const used = l.amount === null ? '' : `, used ${money(l.used)} until ${iso(l.resetsAt)}`;
    const locked = l.lockedUntil === null ? '' : `, set by the operator until ${iso(l.lockedUntil)}`;
    console.log(`${`${l.kind} ${l.period}`.padEnd(14)} ${money(l.amount)}${used}${pending}${locked}`);
  }
  const taken = breakOf(db, memberId, now);
  console.log(`${'break'.padEnd(14)} ${taken ? `${taken.kind} until ${iso(taken.until)}` : 'none'}`);
  console.log(`${'reality check'.padEnd(14)} every ${realityCheckMinutes(db, tenant, memberId)} minutes`);
  const journal = protectionJournal(db, memberId);
  console.log(journal.length ? 'changes:' : 'changes: none');
  for (const e of journal) {
    const applies = e.appliesAt === e.at ? '' : ` (applies ${iso(e.appliesAt)})`;
    console.log(`  ${iso(e.at)} ${e.actor} ${e.what}: ${e.before} -> ${e.after}${applies}`);
  }
}

/** The options of `protection`. */
const OPTIONS = [
  MERCHANT,
  ['--kind <kind>', 'the limit: deposit or loss (limit)'],
  ['--period <period>', 'its period: DAY, WEEK or MONTH (limit)'],
  ['--amount <amount>', 'the limit in major units, or none to remove it (limit)'],
  ['--days <n>', "how long the member may not raise it (limit; default 180), or the time-out's length (timeout)"],
  ['--months <n>', "the self-exclusion's length (exclude)"],
] as const;
type ProtectionCli = Invocation<typeof OPTIONS>;

/** A whole number from `min` to `max` given as --name, or a usage error. */
function wholeOption(values: ProtectionCli['values'], name: 'days' | 'months', min: number, max: number): number | undefined {
  const text = values[name];
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isSafeInteger(n) || n < min || n > max) fail(`--${name} is a whole number from ${min} to ${max}`);
  return n;
}

/** protection limit: the operator sets a member's limit, which the member may lower but not raise before it ends. */
function operatorLimit(cli: ProtectionCli, db: DatabaseSync, tenant: Tenant, memberId: number): void {
  const { values } = cli;
  const kind = values.kind as LimitKind;
  if (kind !== 'deposit' && kind !== 'loss') fail('--kind is deposit or loss');
  const period = values.period as LimitPeriod;
  if (!LIMIT_PERIODS.includes(period)) fail(`--period is one of ${LIMIT_PERIODS.join(', ')}`);
  const { decimals, code: currency } = tenant.config.currency;
  const amount = values.amount === 'none' ? null : exactMinor(Number(values.amount), decimals);
  if (values.amount === undefined || amount === undefined || (amount !== null && amount <= 0))
    fail(`--amount is a positive amount of ${currency} with at most ${decimals} decimal places, or none to remove the limit`);
  const now = Date.now();
  const lockedUntil = now + (wholeOption(values, 'days', 1, 3650) ?? DEFAULT_LOCK_DAYS) * DAY;
  const appliesAt = settleOrFail(() => setLimit(db, tenant, { memberId, kind, period, amount, actor: 'operator', now, lockedUntil }));
  const held = amount === null ? '' : `; the member cannot raise or remove it before ${iso(lockedUntil)}`;
  console.log(
    `${kind} ${period} limit ${amount === null ? 'removed' : `set to ${values.amount} ${currency}`} from ${iso(appliesAt)}${held}`,
  );
}

/** protection timeout | exclude: the operator starts a member's break, of a length the jurisdiction offers. */
function operatorBreak(cli: ProtectionCli, db: DatabaseSync, tenant: Tenant, memberId: number): void {
  const preset = presetOf(tenant);
  const timeOut = cli.arg === 'timeout';
  const length = timeOut ? wholeOption(cli.values, 'days', 1, 366) : wholeOption(cli.values, 'months', 1, 600);
  if (length === undefined)
    fail(timeOut ? `--days is one of ${preset.timeOutDays.join(', ')}` : `--months is one of ${preset.selfExclusionMonths.join(', ')}`);
  const kind = timeOut ? 'timeOut' : 'selfExclusion';
  const until = settleOrFail(() => takeBreak(db, tenant, { memberId, kind, length, actor: 'operator', now: Date.now() }));
  console.log(`${cli.target}: ${breakOf(db, memberId, Date.now())?.kind ?? kind} until ${iso(until)}; every session ended`);
}

const VERBS = { limit: operatorLimit, timeout: operatorBreak, exclude: operatorBreak } as const;

/** protection: list a member's limits, break and journal, or set a limit or break as the operator (journalled as such). */
export const protection = command({
  name: 'protection',
  words: '[verb-or-username] [username]',
  options: OPTIONS,
  usage: [
    "  protection <username> --merchant X                list a member's limits, time-out or self-exclusion, and every change to them",
    '  protection limit <username> --merchant X --kind deposit|loss --period DAY|WEEK|MONTH --amount A|none [--days N]   set a limit as the operator: the member may lower it but not raise or remove it for N days (default 180)',
    "  protection timeout <username> --merchant X --days N    start a member's time-out (one of the jurisdiction's lengths)",
    "  protection exclude <username> --merchant X --months N  self-exclude a member (one of the jurisdiction's lengths)",
  ].join('\n'),
  async run(cli) {
    const verb = cli.arg && cli.arg in VERBS && cli.target ? VERBS[cli.arg as keyof typeof VERBS] : undefined;
    const username = verb ? cli.target : cli.arg;
    const { tenant, db, member } = await merchantMember(cli, username);
    if (verb) verb(cli, db, tenant, member.id);
    else list(db, tenant, member.id);
  },
});

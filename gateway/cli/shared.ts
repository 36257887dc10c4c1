// What every operator command shares: the command line as parsed, the database path, the usage
// error, and the look-ups of merchants and of refusals. Commands live one per module beside this
// one; gateway/cli/commands.ts lists them and the help text is generated from that list.
import type { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import type { Tenant } from '../context.ts';
import { openDatabase } from '../store/db.ts';
import { findByUsername, type Member } from '../store/members.ts';
import { Refusal } from '../refusal.ts';
import { defaultDbPath } from '../main.ts';
import { UsageProblem } from '../promotions-cli.ts';
import { loadAllTenants } from '../tenants.ts';

/** Parses the operator's command line: positionals (command, arg, target, ...) and every command's options. */
function parseCommandLine(args: string[]) {
  try {
    return parseOptions(args);
  } catch (error) {
    // node:util's own refusals (an unknown option, a value that starts with a dash) are the operator's
    // usage errors: one line and exit 2, not a stack trace.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS')) fail((error as Error).message.replaceAll('\n', ' '));
    throw error;
  }
}

/** The options that take a value, as strings (each command checks and converts its own). */
const STRING_OPTIONS = [
  'merchant',
  'limit',
  'status',
  'reason',
  'bets',
  'seed',
  'title',
  'body',
  'text',
  'language',
  'at',
  'amount',
  'turnover',
  'request-id',
  'prizes',
  'entry',
  'days',
  'months',
  'email',
  'mobile',
  'period',
  'file',
  'rules',
  'starts',
  'ends',
  'audience',
  'kind',
  'min-deposit',
  'bonus',
  'cap',
  'banner',
  'label',
  'threshold',
  'points-percent',
  'withdrawals',
] as const;

/** A node:util option table where every name takes a string. */
function stringOptions<N extends string>(names: readonly N[]): { [K in N]: { type: 'string' } } {
  return Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as { [K in N]: { type: 'string' } };
}

/** Every command's options, as node:util parses them (strict: an unknown option is refused). */
function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: {
      ...stringOptions(STRING_OPTIONS),
      all: { type: 'boolean' },
      set: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
      fresh: { type: 'boolean' },
      agents: { type: 'boolean' },
    },
  });
}

/** A command's view of its invocation. */
export interface Invocation {
  /** The command line's words after the options are taken out: [command, arg, target, ...]. */
  positionals: string[];
  values: ReturnType<typeof parseCommandLine>['values'];
  /** The first word after the command (a verb such as approve, or a name). */
  arg: string | undefined;
  /** The second (an id, a username). */
  target: string | undefined;
  dbPath: string;
}

/** One operator command: the help lines it adds (aligned as the help prints them) and what it does. */
export interface Command {
  names: readonly string[];
  usage: string;
  run(cli: Invocation): void | Promise<void>;
}

/** The invocation of a parsed command line; GATEWAY_DB names the database, else the default path. */
export function invocation(args: string[]): Invocation {
  const { positionals, values } = parseCommandLine(args);
  return { positionals, values, arg: positionals[1], target: positionals[2], dbPath: process.env['GATEWAY_DB'] ?? defaultDbPath };
}

/** Refuses the command line: the message and the help on stderr, exit 2 (gateway/cli.ts catches it). */
export function fail(message: string): never {
  throw new UsageProblem(message);
}

/** The word after the command, one of the command's `verbs`; a usage error naming them otherwise. */
export function verbOf<V extends string>(cli: Invocation, verbs: readonly V[]): V {
  const verb = cli.arg as V;
  if (!verbs.includes(verb)) fail(`${cli.positionals[0]} takes ${verbs.join(' or ')}`);
  return verb;
}

/** The merchant named by --merchant, which must have a config in tenants/. */
export async function merchantCode(cli: Invocation): Promise<string> {
  return (await merchantTenant(cli)).code;
}

/** The merchant an order belongs to, as the gateway's stores take it. */
export async function tenantOf(merchant: string, what: string): Promise<Tenant> {
  const tenant =
    (await loadAllTenants()).find((t) => t.config.merchantCode === merchant) ??
    fail(`${what} is of merchant ${merchant}, which has no config in tenants/`);
  return { code: merchant, config: tenant.config, dir: tenant.dir };
}

/** The merchant named by --merchant, as the stores take it: its config read once from tenants/. */
export async function merchantTenant(cli: Invocation): Promise<Tenant> {
  const code = cli.values.merchant ?? fail('--merchant is required');
  const tenants = await loadAllTenants();
  const tenant =
    tenants.find((t) => t.config.merchantCode === code) ??
    fail(`unknown merchant "${code}" (known: ${tenants.map((t) => t.config.merchantCode).join(', ')})`);
  return { code, config: tenant.config, dir: tenant.dir };
}

/**
 * The --merchant's account `username` in the database, with the merchant and the database; a usage
 * error when no username is given or the merchant has no such account.
 */
export async function merchantMember(
  cli: Invocation,
  username: string | undefined,
): Promise<{ tenant: Tenant; db: DatabaseSync; member: Member }> {
  if (!username) fail('give the username of the member');
  const tenant = await merchantTenant(cli);
  const db = openDatabase(cli.dbPath);
  const member = findByUsername(db, tenant.code, username) ?? fail(`no account ${username} on ${tenant.code}`);
  return { tenant, db, member };
}

/** Every merchant with a config, by code, as the stores take them. */
export async function tenantMap(): Promise<Map<string, Tenant>> {
  return new Map(
    (await loadAllTenants()).map((t) => [t.config.merchantCode, { code: t.config.merchantCode, config: t.config, dir: t.dir }]),
  );
}

/** Runs an operator's decision: a refusal (already settled, wrong state) is said on stderr, exit 1. */
export function settleOrFail<T>(decide: () => T): T {
  try {
    return decide();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** A positive whole id from the command line, or a usage error that says where to find one. */
export function idOf(text: string | undefined, hint: string): number {
  const id = Number(text);
  if (!Number.isSafeInteger(id) || id < 1) fail(hint);
  return id;
}

/** The currency of each merchant, for listing orders of several. */
export async function currencies(): Promise<Map<string, { symbol: string; decimals: number }>> {
  return new Map((await loadAllTenants()).map((t) => [t.config.merchantCode, t.config.currency]));
}

/** --at as a time (now when absent), or a usage error. */
export function timeOf(text: string | undefined): number {
  const at = text === undefined ? Date.now() : Date.parse(text);
  if (!Number.isFinite(at)) fail('--at is a time such as 2026-11-25T16:00:00Z');
  return at;
}

// What every operator command shares: the command's shape (its words, its own options, what it
// does), the usage error, and the look-ups of merchants and of refusals. Commands live one per
// module beside this one; gateway/cli/commands.ts lists them and builds the commander program, whose
// help is generated from each command's options.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { openDatabase } from '../store/db.ts';
import { findByUsername, type Member } from '../store/members.ts';
import { Refusal } from '../refusal.ts';
import { loadAllTenants } from '../tenants.ts';

/** A problem with what the operator wrote: said on stderr with exit code 2 (gateway/cli/commands.ts). */
export class UsageProblem extends Error {}

/**
 * One option of a command, as commander declares it: its flags and what it does. `--name <value>`
 * takes a value (a string: the command checks and converts it), `--name` is a switch, and
 * `--name <value...>` may be given again and again (a list).
 */
export type Option = readonly [flags: string, description: string];

type NameOf<F extends string> = F extends `--${infer N} ${string}` ? N : F extends `--${infer N}` ? N : never;
type ValueOf<F extends string> = F extends `${string}...>` ? string[] : F extends `${string}<${string}>` ? string : boolean;

/** A command's options as parsed, by their names as written (`request-id`, not `requestId`). */
export type Values<O extends readonly Option[]> = { readonly [F in O[number][0] as NameOf<F>]?: ValueOf<F> };

/** A command's view of its invocation. */
export interface Invocation<O extends readonly Option[] = readonly Option[]> {
  /** The command and the words after it: [command, arg, target, ...]. */
  positionals: string[];
  values: Values<O>;
  /** The first word after the command (a verb such as approve, or a name). */
  arg: string | undefined;
  /** The second (an id, a username). */
  target: string | undefined;
  dbPath: string;
}

/** One operator command: its words and options (commander's declarations), its lines in the overview, what it does. */
export interface Command<O extends readonly Option[] = readonly Option[]> {
  name: string;
  /** The words after the name, as commander declares them: `[verb] [id]`. Each is optional: run() says what is missing. */
  words?: string;
  /** Its lines in `npm run gateway -- help`, aligned as the overview prints them. */
  usage: string;
  options: O;
  run(cli: Invocation<O>): void | Promise<void>;
}

/** A command, with its options' names and values typed from their flags. */
export function command<const O extends readonly Option[]>(definition: Command<O>): Command<O> {
  return definition;
}

/** --merchant for the commands that act on one merchant. */
export const MERCHANT = ['--merchant <code>', 'the merchant (its config in tenants/)'] as const;
/** --merchant for the lists, which show every merchant's rows without it. */
export const MERCHANT_FILTER = ['--merchant <code>', "only this merchant's (default every merchant's)"] as const;
/** --limit for the lists. */
export const LIMIT = ['--limit <n>', 'at most N rows, newest first (default 20)'] as const;
/** --at for the commands that settle what is due. */
export const AT = ['--at <iso>', 'settle what is due by this time (default now)'] as const;

/** Refuses the command line: the message and the command's help on stderr, exit 2 (gateway/cli/commands.ts catches it). */
export function fail(message: string): never {
  throw new UsageProblem(message);
}

/** The word after the command, one of the command's `verbs`; a usage error naming them otherwise. */
export function verbOf<V extends string>(cli: Pick<Invocation, 'arg' | 'positionals'>, verbs: readonly V[]): V {
  const verb = cli.arg as V;
  if (!verbs.includes(verb)) fail(`${cli.positionals[0]} takes ${verbs.join(' or ')}`);
  return verb;
}

/** What the look-ups of a merchant read of an invocation: --merchant. */
type MerchantOption = { values: { readonly merchant?: string | undefined } };

/** The merchant named by --merchant, which must have a config in tenants/. */
export async function merchantCode(cli: MerchantOption): Promise<string> {
  return (await merchantTenant(cli)).code;
}

/** The merchant --merchant names, when it is given (a list's filter): it must have a config in tenants/. */
export async function merchantFilter(cli: MerchantOption): Promise<string | undefined> {
  return cli.values.merchant === undefined ? undefined : merchantCode(cli);
}

/** The merchant an order belongs to, as the gateway's stores take it. */
export async function tenantOf(merchant: string, what: string): Promise<Tenant> {
  const tenant =
    (await loadAllTenants()).find((t) => t.config.merchantCode === merchant) ??
    fail(`${what} is of merchant ${merchant}, which has no config in tenants/`);
  return { code: merchant, config: tenant.config, dir: tenant.dir };
}

/** The merchant named by --merchant, as the stores take it: its config read once from tenants/. */
export async function merchantTenant(cli: MerchantOption): Promise<Tenant> {
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
  cli: MerchantOption & { dbPath: string },
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

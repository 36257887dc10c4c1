// What every `site` command is: a row of the command table (scripts/site/commands.ts), from which
// scripts/site.ts builds the commander program, its help and its --json handling.
import type { Command } from 'commander';
import { displayPath, resolveTargets, UnknownTargetError } from '../../core/config/load.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { MERCHANT_CODE } from '../lib/new-tenant.ts';
import { hasSite } from '../lib/releases.ts';

/** Where a command writes: human lines, warnings, and the result that --json prints as one document. */
export interface Output {
  /** A human line: stdout, or stderr under --json so that stdout holds only the JSON document. */
  line(text: string): void;
  /** A warning or a problem: always stderr. */
  warn(text: string): void;
  /** Adds fields to the command's JSON document (printed under --json, at the end). */
  result(fields: Record<string, unknown>): void;
}

/** A command's arguments as commander parsed them: a string, a list (variadic) or undefined (optional, absent). */
type Arguments = ReadonlyArray<string | string[] | undefined>;

/** One command of the `site` CLI. */
export interface SiteCommand {
  name: string;
  /** One line for the command list in --help. */
  summary: string;
  /** Declares the command's arguments and options on its commander command (--json and --help come for free). */
  configure(command: Command): Command;
  /** Runs the command with commander's parsed arguments and options; resolves to the exit code. */
  run(args: Arguments, options: Record<string, unknown>, out: Output): Promise<number>;
}

/** Bad input from the operator: one line on stderr, exit code 2, nothing changed. */
export class UsageError extends Error {}

/** Turns merchant names and config paths (or --all) into config files; usage errors otherwise. */
export async function targetFiles(all: boolean | undefined, positionals: readonly string[]): Promise<string[]> {
  if (!all && positionals.length === 0) throw new UsageError('name at least one merchant or config file, or pass --all');
  // --all with paths adds configs from elsewhere (test fixtures) to every tenants/*.json.
  const files = [...new Set([...(all ? await resolveTargets([], true) : []), ...(await resolveTargets(positionals, false))])];
  if (files.length === 0) throw new UsageError(`no tenant configs in ${displayPath(tenantsDir)}/`);
  return files;
}

/**
 * Checks a merchant named to a release command: a valid code that is in tenants/ or has a site in
 * `out` (a merchant whose config was removed keeps its releases).
 */
export async function knownMerchant(merchant: string, out: string): Promise<string> {
  if (!MERCHANT_CODE.test(merchant)) throw new UsageError(`"${merchant}" is not a merchant code (lower-case letters, digits and -)`);
  if (hasSite(out, merchant)) return merchant;
  try {
    await resolveTargets([merchant], false);
  } catch (error) {
    if (error instanceof UnknownTargetError) throw new UsageError(`${error.message}, and no site for it in ${displayPath(out)}/`);
    throw error;
  }
  throw new UsageError(`${merchant} has not been built into ${displayPath(out)}/ yet: npm run site -- build ${merchant}`);
}

/** Reads --keep: a whole number of releases, at least 1. */
export function parseKeep(value: string): number {
  const keep = Number(value);
  if (!Number.isInteger(keep) || keep < 1) throw new UsageError(`--keep: "${value}" is not a whole number of releases of at least 1`);
  return keep;
}

/** "1 site", "2 sites". */
export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

/** Resolves at Ctrl-C (SIGINT) or SIGTERM: how the long-running commands (dev, studio) wait to stop. */
export function untilStopped(): Promise<void> {
  return new Promise((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

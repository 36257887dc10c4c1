// The operator's commands, in the order the help lists them (one module each, beside this one), and
// the commander program made of them: each command declares its words and its own options, and its
// help (`npm run gateway -- <command> --help`) is generated from them. `help` alone lists them all.
// Exit codes: 0 done, 1 refused (already settled, wrong state), 2 usage error (one line, then the
// command's help, on stderr), 141 when the reader of the output closed early.
import { Command as Program, CommanderError, Option as ProgramOption } from 'commander';
import { defaultDbPath } from '../store/db.ts';
import { agentFlags } from './agent-flags.ts';
import { announce } from './announce.ts';
import { application, applications } from './applications.ts';
import { bonus } from './bonus.ts';
import { contracts } from './contracts.ts';
import { dispute, disputes } from './disputes.ts';
import { exclusionRegister } from './exclusion-register.ts';
import { feedback } from './feedback.ts';
import { restrictIpCommand, status, unrestrictIpCommand } from './merchant-status.ts';
import { message } from './message.ts';
import { deposit, deposits, withdrawal, withdrawals } from './orders.ts';
import { outbox } from './outbox.ts';
import { play } from './play.ts';
import { profile } from './profile.ts';
import { promotion, promotions } from './promotions.ts';
import { protection } from './protection.ts';
import { prune } from './prune.ts';
import { raffle } from './raffle.ts';
import { rebate } from './rebate.ts';
import { redemption, redemptions } from './redemptions.ts';
import { referral } from './referral.ts';
import { seed } from './seed.ts';
import { serve } from './serve.ts';
import { type Command, fail, type Invocation, UsageProblem } from './shared.ts';
import { tickets } from './tickets.ts';
import { vip } from './vip.ts';

/** Every command, in the help's order. */
const COMMANDS: readonly Command[] = [
  serve,
  seed,
  status,
  restrictIpCommand,
  unrestrictIpCommand,
  outbox,
  deposits,
  deposit,
  withdrawals,
  withdrawal,
  disputes,
  dispute,
  redemptions,
  redemption,
  profile,
  protection,
  exclusionRegister,
  play,
  message,
  feedback,
  announce,
  bonus,
  contracts,
  agentFlags,
  tickets,
  raffle,
  promotions,
  promotion,
  applications,
  application,
  vip,
  rebate,
  referral,
  prune,
];

/** The overview: every command's usage lines under one heading. */
function usage(): string {
  return `usage: npm run gateway -- [command] [options]
${COMMANDS.map((c) => c.usage).join('\n')}
  help [command]                                 this text, or a command's words and options (also <command> --help)`;
}

/** A commander option for one of a command's; `<value...>` may be repeated, each time one value (not a greedy list). */
function programOption([flags, description]: Command['options'][number]): ProgramOption {
  const option = new ProgramOption(flags, description);
  if (option.variadic) {
    option.variadic = false;
    option.argParser((value: string, earlier: string[] | undefined) => [...(earlier ?? []), value]);
  }
  return option;
}

/** The invocation commander parsed for a command: its words, its options by their written names, the database. */
function invocationOf(command: Command, parsed: Program): Invocation {
  const values = Object.fromEntries(
    parsed.options.flatMap((option) => {
      const value: unknown = parsed.getOptionValue(option.attributeName());
      return value === undefined || !option.long ? [] : [[option.long.slice(2), value]];
    }),
  );
  const positionals = [command.name, ...parsed.args];
  return { positionals, values, arg: positionals[1], target: positionals[2], dbPath: process.env['GATEWAY_DB'] ?? defaultDbPath };
}

/** The commander program: one command per module, errors thrown (not printed) so that run() says them in one line. */
function program(): Program {
  const root = new Program('npm run gateway --')
    .exitOverride()
    .configureOutput({ outputError: () => {} })
    .helpCommand('help [command]', "this text, or a command's words and options");
  root.helpInformation = () => `${usage()}\n`;
  for (const command of COMMANDS) {
    const sub = root.command(command.name).addHelpText('after', `\nWhat it does:\n${command.usage}`);
    if (command.words) sub.arguments(command.words);
    for (const option of command.options) sub.addOption(programOption(option));
    sub.action((...params: unknown[]) => command.run(invocationOf(command, params.at(-1) as Program)));
  }
  return root;
}

/**
 * node:util's refusal, kept from before commander: `--amount -5` reads as a forgotten value, not as
 * the amount -5 (which is written --amount=-5).
 */
function refuseDashValue(command: Command, args: readonly string[]): void {
  const takesValue = new Set(command.options.filter(([flags]) => flags.includes(' <')).map(([flags]) => flags.split(' ')[0]));
  args.forEach((arg, at) => {
    const next = args[at + 1];
    if (takesValue.has(arg) && next !== undefined && next.length > 1 && next.startsWith('-'))
      fail(
        `Option '${arg}' argument is ambiguous. Did you forget to specify the option argument for '${arg}'? To specify an option argument starting with a dash use '${arg}=-XYZ'.`,
      );
  });
}

/** Runs the command line; a usage error is said in one line with the command's help after it, exit 2. No command (or options only) serves. */
export async function runCommandLine(argv: readonly string[]): Promise<void> {
  const args = argv.length === 0 || (argv[0]!.startsWith('-') && argv[0] !== '-h' && argv[0] !== '--help') ? ['serve', ...argv] : [...argv];
  const root = program();
  const command = COMMANDS.find((c) => c.name === args[0]);
  try {
    if (!command && !args[0]!.startsWith('-') && args[0] !== 'help') fail(`unknown command "${args[0]}"`);
    if (command) refuseDashValue(command, args.slice(1));
    await root.parseAsync(args, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return; // help
    if (!(error instanceof CommanderError || error instanceof UsageProblem)) throw error;
    const problem = error.message.replace(/^error: unknown option/, 'Unknown option').replace(/^error: /, '');
    const help = root.commands.find((c) => c.name() === command?.name)?.helpInformation() ?? usage();
    console.error(`${problem.replace(/\s*\n\s*/g, ' ')}\n\n${help.trimEnd()}`);
    process.exit(2);
  }
}

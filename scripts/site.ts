// The operator's CLI: `npm run site -- <command> ...`, built with commander from the command table
// (scripts/site/commands.ts), which also makes its help.
// Exit codes: 0 done, 1 invalid config or failed build, 2 usage error (nothing changed on disk); 141 when
// the reader of its output closed early (as SIGPIPE would end it).
import { Command, CommanderError } from 'commander';
import { UnknownTargetError } from '../core/config/load.ts';
import { exitQuietlyOnClosedPipe } from '../core/node/closed-pipe.ts';
import { ReleaseError } from './lib/releases.ts';
import { skinforgeVersion } from './lib/version.ts';
import { type Output, UsageError } from './site/command.ts';
import { COMMANDS } from './site/commands.ts';

const EXIT_CODES = `
Exit codes: 0 done, 1 invalid config or failed build, 2 usage error (nothing was changed).
Every command takes --json: one JSON document on stdout, the human lines on stderr.`;

/** What one run of the CLI produced, for --json. */
interface RunState {
  command?: string;
  fields: Record<string, unknown>;
  code: number;
}

function output(json: boolean, state: RunState): Output {
  return {
    line: (text) => (json ? console.error(text) : console.log(text)),
    warn: (text) => console.error(text),
    result: (fields) => Object.assign(state.fields, fields),
  };
}

/** The commander program for the table: each command gets --json; help and --version are commander's. */
function program(state: RunState, out: Output): Command {
  const { version, commit } = skinforgeVersion();
  const root = new Command('npm run site --')
    .usage('<command> [options]')
    .description('skinforge: build white-label sites from tenants/*.json, publish them as releases, roll them back.')
    .version(`skinforge ${version}${commit ? ` (${commit.slice(0, 12)})` : ''}`, '-v, --version')
    .exitOverride()
    // Errors are printed once, as one line, by main(): commander's own printing is switched off.
    .configureOutput({ outputError: () => {} })
    .addHelpText('after', EXIT_CODES);
  for (const def of COMMANDS) {
    const command = def
      .configure(root.command(def.name).summary(def.summary).description(def.summary))
      .option('--json', 'print one JSON document on stdout; human lines go to stderr')
      .addHelpText('after', EXIT_CODES)
      .action(async (...params: unknown[]) => {
        const self = params.at(-1) as Command;
        state.command = def.name;
        state.code = await def.run(self.processedArgs as string[], self.opts(), out);
      });
    command.exitOverride().configureOutput({ outputError: () => {} });
  }
  return root;
}

async function main(argv: string[]): Promise<number> {
  const json = argv.includes('--json');
  const state: RunState = { fields: {}, code: 0 };
  const out = output(json, state);
  const cli = program(state, out);
  try {
    if (argv.length === 0) throw new UsageError('no command given');
    await cli.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError && error.exitCode === 0) return 0; // --help, --version
    const usage =
      error instanceof CommanderError ||
      error instanceof UsageError ||
      error instanceof UnknownTargetError ||
      error instanceof ReleaseError;
    const message = (error as Error).message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ');
    const command = state.command ?? COMMANDS.find((c) => argv.includes(c.name))?.name;
    const help = `npm run site -- ${command ? `${command} ` : ''}--help`;
    console.error(`error: ${message}${usage ? ` (see ${help})` : ''}`);
    state.code = usage ? 2 : 1;
    state.fields = { ...state.fields, error: message };
    if (!usage && process.env['SKINFORGE_DEBUG']) console.error(error);
  }
  if (json) console.log(JSON.stringify({ command: state.command ?? null, exitCode: state.code, ...state.fields }, null, 2));
  return state.code;
}

exitQuietlyOnClosedPipe();
process.exitCode = await main(process.argv.slice(2));

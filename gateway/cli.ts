// Operator commands: `npm run gateway -- <command>`. No command (or `serve`) starts the server.
// Each command is a module of gateway/cli/, listed in gateway/cli/commands.ts.
import { constants } from 'node:os';
import { commandNamed, usage } from './cli/commands.ts';
import { fail, invocation } from './cli/shared.ts';
import { UsageProblem } from './promotions-cli.ts';

// A reader that closes early (`| head -1`) makes the next write fail with EPIPE: nobody reads the
// rest, so stop at once (not print into the void, nor throw a stack trace for a write nobody handles),
// with the code of a process that SIGPIPE ended (128 + 13), as Unix tools do.
const onWriteError = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
  process.exit(128 + constants.signals.SIGPIPE);
};
for (const stream of [process.stdout, process.stderr]) stream.on('error', onWriteError);

try {
  const cli = invocation(process.argv.slice(2));
  const [name = 'serve'] = cli.positionals;
  if (cli.values.help) console.log(usage());
  else await (commandNamed(name) ?? fail(`unknown command "${name}"`)).run(cli);
} catch (error) {
  if (!(error instanceof UsageProblem)) throw error;
  console.error(`${error.message}\n\n${usage()}`);
  process.exit(2);
}

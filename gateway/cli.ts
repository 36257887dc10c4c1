// Operator commands: `npm run gateway -- <command>`. No command (or `serve`) starts the server.
// Each command is a module of gateway/cli/, listed in gateway/cli/commands.ts.
import { commandNamed, usage } from './cli/commands.ts';
import { fail, invocation } from './cli/shared.ts';
import { UsageProblem } from './promotions-cli.ts';

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

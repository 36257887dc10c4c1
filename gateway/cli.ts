// Operator commands: `npm run gateway -- <command>`. No command (or `serve`) starts the server.
// Each command is a module of gateway/cli/; gateway/cli/commands.ts makes them one commander program.
import { exitQuietlyOnClosedPipe } from '../core/node/closed-pipe.ts';
import { runCommandLine } from './cli/commands.ts';

exitQuietlyOnClosedPipe();
await runCommandLine(process.argv.slice(2));

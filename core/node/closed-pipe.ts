// Node-only code that both command lines share (scripts/site.ts, gateway/cli.ts).
import { constants } from 'node:os';

/**
 * A reader that closes early (`| head -1`) makes the next write fail with EPIPE, which an 'error'
 * event nobody handles turns into a stack trace. Nobody reads the rest: stop at once and quietly,
 * with the code of a process that SIGPIPE ended (128 + 13 = 141), as Unix tools do.
 */
export function exitQuietlyOnClosedPipe(): void {
  const onWriteError = (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(128 + constants.signals.SIGPIPE);
  };
  for (const stream of [process.stdout, process.stderr]) stream.on('error', onWriteError);
}

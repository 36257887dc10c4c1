// `npm run site -- dev <merchant|file.json> [--port <n>] [--host <address>]`: a live preview of one
// merchant. Exit codes: 0 stopped with Ctrl-C, 1 invalid config at start, 2 usage error.
import { parseArgs } from 'node:util';
import { displayPath, loadTenants, resolveTargets, UnknownTargetError } from '../../src/config/load.ts';
import { formatProblems } from '../../src/config/problems.ts';
import { startDevServer } from './dev-server.ts';
import { portFree } from './static-server.ts';

const DEFAULT_PORT = 4321;

class UsageProblem extends Error {}

/** Runs the preview until SIGINT or SIGTERM; resolves with the exit code. */
export async function devCommand(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (error) {
    if (!(error instanceof UsageProblem || error instanceof UnknownTargetError)) throw error;
    console.error(`error: ${error.message}`);
    return 2;
  }
}

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    throw new UsageProblem(`${(error as Error).message} (usage: npm run site -- dev <merchant> [--port <n>] [--host <address>])`);
  }
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = options(args);
  if (positionals.length !== 1)
    throw new UsageProblem('name exactly one merchant (or config file) to preview: npm run site -- dev <merchant>');
  const port = Number(values.port ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UsageProblem(`--port ${values.port}: give a port number from 1 to 65535`);
  const [file] = await resolveTargets(positionals, false);
  if (!(await portFree(port, values.host)))
    throw new UsageProblem(`port ${port} is in use: run with --port <another port> (or stop what listens on ${port})`);
  const { tenants, problems } = await loadTenants([file!]);
  if (!tenants[0]) {
    console.error(formatProblems(problems));
    console.error(`\nnothing to preview: fix ${displayPath(file!)} first`);
    return 1;
  }
  const merchant = tenants[0].config.merchantCode;
  console.log(`starting the preview of ${merchant} (the reference gateway seeds its demo world first)`);
  const server = await startDevServer({ file: file!, tenant: tenants[0], port, host: values.host });
  console.log(`${merchant}: ${server.url} (gateway ${server.gateway}, same-origin under /wps, /lgw and /lotto)`);
  console.log(`watching ${displayPath(file!)} and its assets; Ctrl-C stops`);
  await new Promise<void>((done) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      done();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await server.close();
  return 0;
}

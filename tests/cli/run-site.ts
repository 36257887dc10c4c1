import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

/**
 * Runs the operator CLI (`npm run site -- ...`) without blocking the test process: its exit code and
 * output. A last argument that is an object adds to its environment.
 */
export async function runSite(...args: Array<string | NodeJS.ProcessEnv>): Promise<{ code: number | null; out: string; err: string }> {
  // Without vitest's NODE_ENV=test, which would make a build bundle React's development build.
  const { NODE_ENV: _, ...inherited } = process.env;
  const env = { ...inherited, ...(typeof args.at(-1) === 'object' ? (args.pop() as NodeJS.ProcessEnv) : {}) };
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/site.ts', ...(args as string[])], {
      encoding: 'utf8',
      env,
      maxBuffer: 64 * 1024 * 1024,
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? null, out: e.stdout ?? '', err: e.stderr ?? '' };
  }
}

/**
 * Runs a CLI script (`node <script> ...args`) with its stdout piped into a reader that is gone
 * before the first write, as `| head -1` is once it has its line: every write meets a closed pipe
 * (EPIPE). Closed at once, not after a line, so that no output slips into the pipe's buffer first
 * and the test does not depend on timing. Its exit code and stderr.
 */
export function runIntoClosedPipe(script: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number | null; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.destroy();
    let err = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      err += chunk;
    });
    child.on('error', reject).on('close', (code) => resolve({ code, err }));
  });
}

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Runs the operator CLI (`npm run site -- ...`) without blocking the test process: its exit code and output. */
export async function runSite(...args: string[]): Promise<{ code: number | null; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ['scripts/site.ts', ...args], { encoding: 'utf8' });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? null, out: e.stdout ?? '', err: e.stderr ?? '' };
  }
}

// `site studio` in a child process on a copy of tenants/ in a temporary folder, for the studio's
// browser specs and its typing benchmark: the repository's configs are never touched.
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot, tenantsDir } from '../../core/config/paths.ts';

export interface StudioOnCopy {
  /** The address to open, with the token. */
  url: string;
  /** The temporary folder: tenants/ (the copy), dist/ (what publishing builds). */
  base: string;
  tenants: string;
  /** Stops the studio and removes the temporary folder. */
  stop(): Promise<void>;
}

/** Starts the studio at `port` (its preview at `port` + 1) on a fresh copy of tenants/; resolves once it listens. */
export async function studioOnCopy(port: number, timeoutMs = 170_000): Promise<StudioOnCopy> {
  const base = await mkdtemp(join(tmpdir(), 'studio-'));
  const tenants = join(base, 'tenants');
  await cp(tenantsDir, tenants, { recursive: true });
  // Publishing without the release gate (it has its own tests): a build of a brand, not a check.
  const args = ['--port', String(port), '--tenants', tenants, '--out', join(base, 'dist'), '--no-check'];
  const studio: ChildProcess = spawn(process.execPath, ['scripts/site.ts', 'studio', ...args], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = async () => {
    if (studio.exitCode === null && studio.signalCode === null) {
      const exited = new Promise((done) => studio.once('exit', done));
      studio.kill('SIGTERM');
      await exited;
    }
    await rm(base, { recursive: true, force: true });
  };
  let output = '';
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the studio did not start:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const found = /studio: (http:\/\/\S+)/.exec(output);
        if (found) {
          clearTimeout(timer);
          resolve(found[1]!);
        }
      };
      studio.stdout!.on('data', read);
      studio.stderr!.on('data', read);
      studio.once('exit', (code) => reject(new Error(`the studio exited (${code}):\n${output}`)));
    });
    return { url, base, tenants, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

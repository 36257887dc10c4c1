// What the browser benchmarks (bench-lighthouse.ts, bench-interactions.ts) run against: the demo
// merchants built into a scratch directory, served each on its own port by scripts/serve.ts, with
// a fresh reference gateway proxied under /wps, /lgw and /lotto, exactly as the end-to-end tests
// run (playwright.config.ts). Every process started here is stopped on exit, failure and Ctrl-C.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { e2eOrigins } from './e2e-sites.ts';

export interface BenchSitesOptions {
  /** The first merchant's port; the others follow in name order, the gateway listens at +90. */
  basePort: number;
  /** An already built dist to serve instead of building one (its merchants' names are its folders). */
  dist?: string | undefined;
  /** Config files besides tenants/ to build and serve too (the test fixtures). */
  fixtures?: readonly string[];
}

export interface BenchSites {
  /** merchant → origin, e.g. luzon → http://127.0.0.1:4701 */
  origins: Record<string, string>;
  gatewayUrl: string;
  /** Stops the servers and removes the scratch directory; safe to call more than once. */
  stop: () => Promise<void>;
}

const children = new Set<ChildProcess>();
let scratch: string | undefined;
const cleanups = new Set<() => void>();

/**
 * Something else to stop however the benchmark ends (a browser it launched); the returned function
 * forgets it once it was stopped the ordinary way.
 */
export function atStop(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** At exit (Ctrl-C included) nothing can be awaited: signal the servers and remove what can be removed. */
function stopNow(): void {
  for (const cleanup of cleanups) {
    try {
      cleanup();
    } catch {
      // best effort: the other processes must still be stopped
    }
  }
  cleanups.clear();
  for (const child of children) child.kill('SIGTERM');
  children.clear();
  if (scratch) rmSync(scratch, { recursive: true, force: true, maxRetries: 3 });
  scratch = undefined;
}

/** Stops the servers and waits for them, so the gateway has closed its database before the scratch directory goes. */
async function stopAll(): Promise<void> {
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        setTimeout(() => {
          child.kill('SIGKILL');
          resolve();
        }, 5000).unref();
      }),
  );
  for (const child of children) child.kill('SIGTERM');
  children.clear();
  await Promise.all(exits);
  stopNow();
}

// The servers and browsers must not outlive the benchmark, however it ends: Ctrl-C (SIGINT) and
// SIGTERM exit through 'exit', which stops them all.
process.on('exit', stopNow);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the servers`);
    process.exit(130);
  });
}

function start(label: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  child.on('exit', (code, signal) => {
    if (children.has(child) && signal === null) console.error(`${label} exited early (code ${code}):\n${errors}`);
    children.delete(child);
  });
  children.add(child);
  return child;
}

/** Waits until the URL answers (any HTTP status below 500), as Playwright's webServer does. */
async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!children.has(child)) throw new Error(`the server for ${url} stopped before it answered`);
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Builds (unless given a dist) and serves the demo merchants with a fresh reference gateway. */
export async function startBenchSites(options: BenchSitesOptions): Promise<BenchSites> {
  scratch = await mkdtemp(join(tmpdir(), 'skinforge-bench-'));
  let dist = options.dist ? resolve(options.dist) : join(scratch, 'dist');
  if (!options.dist) {
    // Built as `npm start` and a deploy build them: the lobby's menu and hot games and a game list's
    // first page in the HTML, from the gateway at build time. (Without them a game list starts its
    // island as the page loads, and the bench would measure React on pages that do not load it.)
    const args = ['scripts/site.ts', 'build', '--all', ...(options.fixtures ?? []), '--out', dist, '--reference-gateway'];
    console.log(`building the demo merchants: node ${args.join(' ')}`);
    const build = spawnSync(process.execPath, args, { cwd: projectRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the build failed:\n${build.stdout}\n${build.stderr}`);
  } else if (!existsSync(dist)) {
    throw new Error(`no built sites at ${dist}`);
  }
  dist = resolve(dist);

  const gatewayPort = options.basePort + 90;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gateway = start('the reference gateway', ['gateway/cli.ts', 'serve', '--fresh'], {
    PORT: String(gatewayPort),
    GATEWAY_DB: join(scratch, 'gateway.sqlite'),
    ...(options.fixtures?.length ? { GATEWAY_EXTRA_TENANTS: options.fixtures.join(delimiter) } : {}),
  });
  await waitFor(`${gatewayUrl}/wps/static/icons/vendor/JL.png`, gateway);
  const server = start('scripts/serve.ts', [
    'scripts/serve.ts',
    '--all',
    '--dist',
    dist,
    '--base-port',
    String(options.basePort),
    '--gateway',
    gatewayUrl,
  ]);
  const origins = e2eOrigins(dist, options.basePort);
  for (const origin of Object.values(origins)) await waitFor(`${origin}/`, server);
  return { origins, gatewayUrl, stop: stopAll };
}

/** `--name value` options shared by both benchmarks. */
export function numberOption(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, not ${value}`);
  return n;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// What the gateway's benchmarks share: percentiles of timed runs, and a load run over loopback
// with autocannon in its own process (so the load generator does not share the server's event loop).
import { serve } from '@hono/node-server';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { createGateway } from './server.ts';

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** The p-th percentile of sorted times. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Serves the gateway on a free loopback port; its base URL and the server to close. */
export async function listen(app: ReturnType<typeof createGateway>['app']) {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, server };
}

export interface LoadOptions {
  method?: string;
  body?: string;
  headers: Record<string, string>;
  seconds: number;
  /** autocannon writes a fresh id for each `[<id>]` of the body in every request. */
  freshIds?: boolean;
}

/** Loads a URL with 10 connections for `seconds` and prints a line of figures under `label`. */
export async function load(label: string, url: string, options: LoadOptions): Promise<void> {
  const args = [
    autocannonCli,
    '--json',
    ...(options.freshIds ? ['-I'] : []),
    '-c',
    '10',
    '-d',
    String(options.seconds),
    ...(options.method ? ['-m', options.method] : []),
    ...(options.body ? ['-b', options.body] : []),
  ];
  for (const [name, value] of Object.entries(options.headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(process.execPath, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p90: number; p99: number };
    non2xx: number;
    errors: number;
  };
  console.log(
    `${label.padEnd(44)} ${r.requests.average.toFixed(0)} req/s   p50 ${r.latency.p50} ms   p90 ${r.latency.p90} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}, errors ${r.errors}`,
  );
}

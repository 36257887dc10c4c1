// A child process of scripts/studio/preview.ts: the studio's preview, the `site dev` server
// (scripts/lib/dev-server.ts) for one brand file at a time, out of the studio's process so that
// Vite's work (seconds of it when a brand opens) never holds up the studio's API. argv: <port>.
// Messages in: { id, file } (show this brand, moving the preview to it) and { close: true };
// out: { id, answer } or { id, error }, and { log } lines. Stops when the studio goes (its IPC channel closes).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { loadTenantFile } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { sitePages } from '../../src/routing/pages.ts';
import type { RunningDevServer } from '../lib/dev-server.ts';
import type { PreviewAnswer } from './preview.ts';

const port = Number(process.argv[2]);
const log = (line: string) => process.send?.({ log: line });
let current: { file: string; server: Promise<RunningDevServer> } | undefined;
let queue: Promise<unknown> = Promise.resolve();

async function show(file: string): Promise<PreviewAnswer> {
  const { tenants, problems } = await loadTenantFile(file);
  const tenant = tenants[0];
  if (!tenant) return { error: `the preview needs a valid config: ${formatProblems(problems).split('\n')[0]}` };
  const pages = sitePages([tenant.config]).map(({ params }) => `/${params.path ?? ''}`);
  if (current?.file !== file) {
    const previous = current;
    current = undefined;
    if (previous) await (await previous.server).close();
    const { startDevServer } = await import('../lib/dev-server.ts');
    current = { file, server: startDevServer({ file, tenant, port, quiet: true, log, warn: log }) };
  }
  const server = await current.server.catch((error: unknown) => {
    current = undefined; // the next show starts it again
    throw error;
  });
  return { url: server.url, pages };
}

async function stop(): Promise<never> {
  // Astro's dev server can take seconds to close on a busy machine: not waited for longer than
  // this, and what it keeps beside the project (scripts/lib/dev-server.ts) goes anyway.
  setTimeout(() => {
    rmSync(join(projectRoot, '.skinforge', `dev-${process.pid}`), { recursive: true, force: true });
    process.exit(0);
  }, 3_000).unref();
  await (await current?.server.catch(() => undefined))?.close().catch(() => undefined);
  process.exit(0);
}

// Ctrl-C in a terminal reaches the whole process group: the studio stops this process itself.
process.on('SIGINT', () => {});
process.on('disconnect', () => void stop());
process.on('message', (message: { id: number; file: string } | { close: true }) => {
  if ('close' in message) return void stop();
  const next = queue.then(() => show(message.file));
  queue = next.catch(() => undefined);
  next.then(
    (answer) => process.send?.({ id: message.id, answer }),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

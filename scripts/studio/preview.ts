// The studio's preview: the `site dev` server for the brand being edited, one brand at a time, in a
// child process of its own (preview-child.ts) so that Vite's work does not hold up the studio's API
// (docs/studio.md has the figures). Opening another brand moves it; it reloads its pages when the
// file is saved. A preview that dies is started again, and its status says so meanwhile.
import { type ChildProcess, fork } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { projectRoot } from '../../core/config/paths.ts';
import type { PreviewStatus } from './api-types.ts';

export interface PreviewAnswer {
  url?: string;
  /** The site's page paths ('/' for home), for the page picker. */
  pages?: string[];
  /** Why there is no preview (a config that does not load). */
  error?: string;
}

/** The preview process stopped before it answered. */
export class PreviewDown extends Error {}

const CHILD = fileURLToPath(new URL('./preview-child.ts', import.meta.url));
/** A preview that dies this many times within a minute is left down until a brand is opened again. */
const RESTARTS = 3;

/** One preview process at a time on `port`, started on demand and again when it dies. */
export function previewer(port: number, log: (line: string) => void) {
  let child: ChildProcess | undefined;
  let closing = false;
  let last: string | undefined;
  let id = 0;
  const waiting = new Map<number, { resolve: (answer: PreviewAnswer) => void; reject: (error: Error) => void }>();
  let status: PreviewStatus = { state: 'idle', generation: 0 };
  let deaths: number[] = [];
  let restart: NodeJS.Timeout | undefined;

  function start(): ChildProcess {
    const worker = fork(CHILD, [String(port)], { cwd: projectRoot, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    for (const stream of [worker.stdout!, worker.stderr!])
      createInterface({ input: stream }).on('line', (line) => line.trim() && log(`preview: ${line}`));
    worker.on('message', (message: { log: string } | { id: number; answer?: PreviewAnswer; error?: string }) => {
      if ('log' in message) return log(message.log);
      const request = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) request?.reject(new Error(message.error));
      else request?.resolve(message.answer!);
    });
    worker.once('error', (error) => stopped(worker, error.message));
    worker.once('exit', (code, signal) => stopped(worker, signal ?? `exit code ${code}`));
    status = { ...status, generation: status.generation + 1 };
    return worker;
  }

  function stopped(worker: ChildProcess, how: string): void {
    if (child !== worker) return;
    child = undefined;
    // What Astro's dev server keeps beside the project (dev-server.ts), left behind by a killed process.
    void rm(join(projectRoot, '.skinforge', `dev-${worker.pid}`), { recursive: true, force: true });
    const why = `the preview stopped (${how})`;
    for (const request of waiting.values()) request.reject(new PreviewDown(why));
    waiting.clear();
    if (closing) return;
    const now = Date.now();
    deaths = [...deaths.filter((t) => now - t < 60_000), now];
    const again = deaths.length <= RESTARTS && last !== undefined;
    status = { state: 'down', generation: status.generation, down: again ? `${why}; starting it again` : `${why}: open the brand again` };
    log(`studio: ${status.down}`);
    if (again) restart = setTimeout(() => void show(last!).catch(() => undefined), 1_000 * deaths.length);
  }

  function show(file: string): Promise<PreviewAnswer> {
    clearTimeout(restart);
    if (!child) child = start();
    const running = child;
    last = file;
    status = { state: 'starting', generation: status.generation, ...(status.down ? { down: status.down } : {}) };
    const request = ++id;
    return new Promise<PreviewAnswer>((resolve, reject) => {
      waiting.set(request, { resolve, reject });
      running.send({ id: request, file }, (error) => error && reject(new PreviewDown(`the preview stopped (${error.message})`)));
    }).then((answer) => {
      if (answer.url && child === running) status = { state: 'running', generation: status.generation, url: answer.url };
      return answer;
    });
  }

  return {
    /** Starts (or moves) the preview to this brand file; answers its address and pages. */
    show,
    status: (): PreviewStatus => status,
    /** The preview process's id, while there is one. */
    pid: (): number | undefined => child?.pid,
    async close(): Promise<void> {
      closing = true;
      clearTimeout(restart);
      const running = child;
      if (!running) return;
      const exited = new Promise((done) => running.once('exit', done));
      running.send({ close: true }, () => undefined);
      // A preview still starting can take a while to stop: it is not waited for long.
      const timer = setTimeout(() => running.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

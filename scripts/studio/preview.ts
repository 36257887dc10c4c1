// The studio's preview: the `site dev` server (scripts/lib/dev-server.ts) for the brand being
// edited, one at a time; opening another brand moves it. It reloads its pages when the file is saved.
import { loadTenantFile } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import type { RunningDevServer } from '../lib/dev-server.ts';
import { sitePages } from '../../src/routing/pages.ts';

export interface PreviewAnswer {
  url?: string;
  /** The site's page paths ('/' for home), for the page picker. */
  pages?: string[];
  /** Why there is no preview (a config that does not load). */
  error?: string;
}

/** One preview server at a time on `port`, started for a brand file on demand. */
export function previewer(port: number, log: (line: string) => void) {
  let current: { file: string; server: Promise<RunningDevServer> } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function show(file: string): Promise<PreviewAnswer> {
    const { tenants, problems } = await loadTenantFile(file);
    const tenant = tenants[0];
    if (!tenant) return { error: `the preview needs a valid config: ${formatProblems(problems).split('\n')[0]}` };
    const pages = sitePages([tenant.config]).map(({ params }) => `/${params.path ?? ''}`);
    if (current?.file !== file) {
      const previous = current;
      if (previous) await (await previous.server).close();
      const { startDevServer } = await import('../lib/dev-server.ts');
      current = { file, server: startDevServer({ file, tenant, port, quiet: true, log, warn: log }) };
    }
    const server = await current.server;
    return { url: server.url, pages };
  }

  return {
    /** Starts (or moves) the preview to this brand file; answers its address and pages. */
    show(file: string): Promise<PreviewAnswer> {
      const next = queue.then(() => show(file));
      queue = next.catch(() => undefined);
      return next;
    },
    async close(): Promise<void> {
      if (current) await (await current.server).close();
      current = undefined;
    },
  };
}

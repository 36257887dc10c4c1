import { displayPath, loadTenants, resolveTargets } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { portFree } from '../lib/static-server.ts';
import { isLoopback } from '../studio/guard.ts';
import { type SiteCommand, UsageError, untilStopped } from './command.ts';

/** `site dev`: a live preview of one merchant until Ctrl-C; 0 stopped, 1 invalid config at start, 2 usage error. */
export const devCommand: SiteCommand = {
  name: 'dev',
  summary: 'a live preview of one merchant with the reference gateway beside it, reloaded as its config, assets or code change',
  configure: (command) =>
    command
      .argument('[merchant]', 'a config in tenants/ by name (luzon) or a path to a config file')
      .option('--port <n>', 'the port to serve on', '4321')
      .option('--host <address>', 'the address to listen on', '127.0.0.1'),
  async run([merchant], options, out) {
    if (typeof merchant !== 'string')
      throw new UsageError('name exactly one merchant (or config file) to preview: npm run site -- dev <merchant>');
    const host = options['host'] as string;
    const port = Number(options['port']);
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new UsageError(`--port ${options['port']}: give a port number from 1 to 65535`);
    const [file] = await resolveTargets([merchant], false);
    if (!(await portFree(port, host)))
      throw new UsageError(`port ${port} is in use: run with --port <another port> (or stop what listens on ${port})`);
    // Vite serves the project's files under its root to whoever can reach the port: a preview is for this machine.
    if (!isLoopback(host))
      out.warn(
        `warning: --host ${host} lets other machines reach the preview, and with it the project's files (tenants/, gateway/): use it on a trusted network only`,
      );
    const { tenants, problems } = await loadTenants([file!]);
    if (!tenants[0]) {
      out.warn(formatProblems(problems));
      out.warn(`\nnothing to preview: fix ${displayPath(file!)} first`);
      out.result({ problems });
      return 1;
    }
    const code = tenants[0].config.merchantCode;
    out.line(`starting the preview of ${code} (the reference gateway seeds its demo world first)`);
    // Loaded only for this command: the others never import Astro's dev server.
    const { startDevServer } = await import('../lib/dev-server.ts');
    const server = await startDevServer({
      file: file!,
      tenant: tenants[0],
      port,
      host,
      log: (line) => out.line(line),
      warn: (text) => out.warn(text),
      quiet: Boolean(options['json']),
    });
    out.line(`${code}: ${server.url} (gateway ${server.gateway}, same-origin under /wps, /lgw and /lotto)`);
    out.line(`watching ${displayPath(file!)}, its layers and its assets; Ctrl-C stops`);
    await untilStopped();
    await server.close();
    out.result({ merchant: code, url: server.url });
    return 0;
  },
};

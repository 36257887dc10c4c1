import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { displayPath } from '../../core/config/load.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { portFree } from '../lib/static-server.ts';
import { isLoopback } from '../studio/guard.ts';
import { type SiteCommand, UsageError, untilStopped } from './command.ts';

/** A port option as a number, or a usage error naming it. */
function portOption(name: string, value: unknown): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65_535)
    throw new UsageError(`--${name} ${String(value)}: give a port number from 1 to 65535`);
  return port;
}

/** `site studio`: the operators' web app (docs/studio.md) until Ctrl-C; 0 stopped, 2 usage error. */
export const studioCommand: SiteCommand = {
  name: 'studio',
  summary: 'a local web app to edit brands and layers in forms, with the site previewed beside them',
  configure: (command) =>
    command
      .option('--port <n>', 'the port to serve on', '4400')
      .option('--preview-port <n>', "the port of the brand's preview (default: --port + 1)")
      .option('--host <address>', 'the address to listen on (beyond this machine it needs --password-file)', '127.0.0.1')
      .option('--password-file <file>', 'a file whose first line is a password that also lets a browser in')
      .option('--tenants <dir>', 'the tenants folder to edit (default: tenants/)')
      .option('--out <dir>', 'where publishing builds the sites (as site build --out)', 'dist')
      .option('--no-check', 'publish without the release gate (build --check runs when Chromium is there)'),
  async run(_args, options, out) {
    const host = options['host'] as string;
    const port = portOption('port', options['port']);
    const previewPort = options['previewPort'] === undefined ? port + 1 : portOption('preview-port', options['previewPort']);
    if (previewPort === port) throw new UsageError(`--preview-port ${previewPort}: the preview needs a port of its own`);
    const dir = options['tenants'] === undefined ? tenantsDir : resolve(options['tenants'] as string);
    if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new UsageError(`--tenants ${displayPath(dir)}: no such folder`);
    let password: string | undefined;
    if (options['passwordFile'] !== undefined) {
      const file = options['passwordFile'] as string;
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === undefined) throw new UsageError(`--password-file ${file}: cannot read the file`);
      password = text.split('\n')[0]!.trim();
      if (password.length < 12)
        throw new UsageError(`--password-file ${file}: the password on its first line needs at least 12 characters`);
    }
    if (!isLoopback(host) && password === undefined)
      throw new UsageError(`--host ${host} lets other machines in: give --password-file <file> too (or leave --host at 127.0.0.1)`);
    for (const p of [port, previewPort])
      if (!(await portFree(p, p === port ? host : '127.0.0.1')))
        throw new UsageError(`port ${p} is in use: run with --port <another port> (or stop what listens on ${p})`);
    const { studioApp } = await import('../studio/app.ts');
    const { startStudio } = await import('../studio/server.ts');
    const appDir = await studioApp((line) => out.line(line));
    const studio = await startStudio({
      tenantsDir: dir,
      appDir,
      host,
      port,
      previewPort,
      password,
      out: resolve(options['out'] as string),
      check: options['check'] !== false,
      log: (line) => out.warn(line),
    });
    out.line(`studio: ${studio.url}`);
    out.line(`editing ${displayPath(dir)}/; open the address above (its token lets this browser in); Ctrl-C stops`);
    out.result({ url: studio.url });
    await untilStopped();
    await studio.close();
    return 0;
  },
};

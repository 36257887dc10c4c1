import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { displayPath, loadTenants, resolveTargets } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { checkListen, checkUpstream, nginxServer, type NginxOptions } from '../lib/nginx-config.ts';
import { type SiteCommand, UsageError } from './command.ts';

/** Every check that needs no config: the options' values. */
function nginxOptions(options: Record<string, unknown>): NginxOptions {
  const upstream = options['gatewayUpstream'] as string | undefined;
  if (upstream === undefined)
    throw new UsageError('name the gateway the sites call: --gateway-upstream <url> (e.g. http://127.0.0.1:8787)');
  const badUpstream = checkUpstream(upstream);
  if (badUpstream) throw new UsageError(`--gateway-upstream: ${badUpstream}`);
  const listen = (options['listen'] as string[] | undefined) ?? ['80'];
  for (const value of listen) {
    const bad = checkListen(value);
    if (bad) throw new UsageError(`--listen: ${bad}`);
  }
  const includes = (options['include'] as string[] | undefined) ?? [];
  return { upstream, listen, dist: resolve(options['dist'] as string), includes: includes.map((file) => resolve(file)) };
}

const collect = (value: string, previous: string[] | undefined) => [...(previous ?? []), value];

/** `site nginx`: one nginx server block per merchant, written to <out>/<merchant>.conf. */
export const nginxCommand: SiteCommand = {
  name: 'nginx',
  summary: 'write one nginx server block per merchant: its domains, live release, headers, cache rules and gateway proxy',
  configure: (command) =>
    command
      .argument('[merchants...]', 'a config in tenants/ by name (luzon) or a path to a config file')
      .option('--all', 'every tenants/*.json')
      .option('--gateway-upstream <url>', 'the gateway /wps, /lgw and /lotto are proxied to, same origin (its origin only)')
      .option('--out <dir>', 'where the server blocks are written: <out>/<merchant>.conf', 'nginx')
      .option('--dist <dir>', 'where the live sites are on the server: root <dist>/<merchant>', 'dist')
      .option('--listen <value>', 'an nginx listen value, repeatable (default 80; e.g. "443 ssl http2" with an --include)', collect)
      .option('--include <file>', 'a file each server block includes (TLS, logs), repeatable; {merchant} is replaced', collect),
  async run([merchants], options, out) {
    const positionals = (merchants ?? []) as string[];
    const settings = nginxOptions(options);
    const all = Boolean(options['all']);
    if (all && positionals.length) throw new UsageError('give --all or merchants, not both');
    if (!all && positionals.length === 0) throw new UsageError('name at least one merchant or config file, or pass --all');
    const { tenants, problems } = await loadTenants(await resolveTargets(positionals, all));
    if (problems.length) {
      out.warn(formatProblems(problems));
      out.warn('\nnothing was written: fix the configs above first');
      out.result({ problems });
      return 1;
    }
    // Every block is made before any is written: a value nginx cannot take writes nothing.
    let blocks: Array<{ merchant: string; text: string }>;
    try {
      blocks = tenants.map(({ config }) => ({ merchant: config.merchantCode, text: nginxServer(config, settings) }));
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    const dir = resolve(options['out'] as string);
    await mkdir(dir, { recursive: true });
    const written: string[] = [];
    for (const { merchant, text } of blocks) {
      const file = join(dir, `${merchant}.conf`);
      const temporary = `${file}.tmp-${process.pid}`;
      await writeFile(temporary, text);
      await rename(temporary, file);
      written.push(file);
      out.line(`wrote ${displayPath(file)}`);
      if (!existsSync(join(settings.dist, merchant)))
        out.warn(`warning: ${displayPath(join(settings.dist, merchant))}/ does not exist here: build ${merchant} there, or give --dist`);
    }
    out.result({ files: written });
    out.line(`next: include ${displayPath(dir)}/*.conf in nginx's http block, then nginx -t && nginx -s reload (docs/deploy.md)`);
    return 0;
  },
};

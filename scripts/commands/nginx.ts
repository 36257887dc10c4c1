// `site nginx`: one nginx server block per merchant, written to <out>/<merchant>.conf.
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { displayPath, loadTenants, resolveTargets, UnknownTargetError } from '../../src/config/load.ts';
import { formatProblems } from '../../src/config/problems.ts';
import { checkListen, checkUpstream, nginxServer, type NginxOptions } from '../lib/nginx-config.ts';

/** The command's line in the CLI's usage text. */
export const NGINX_USAGE = `  npm run site -- nginx [--all] [<merchant|file.json>...] --gateway-upstream <url>
                        [--out <dir>] [--dist <dir>] [--listen <[address:]port [ssl] [http2]>...]
                        [--include <file>...]`;

/** A usage problem: one line on stderr, exit 2, nothing written. */
class NginxUsageError extends Error {}

function options(args: string[]) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        all: { type: 'boolean' },
        out: { type: 'string' },
        dist: { type: 'string' },
        'gateway-upstream': { type: 'string' },
        listen: { type: 'string', multiple: true },
        include: { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    throw new NginxUsageError((error as Error).message);
  }
}

/** Every check that needs no config: the options' values. */
function nginxOptions(values: ReturnType<typeof options>['values']): NginxOptions {
  const upstream = values['gateway-upstream'];
  if (upstream === undefined)
    throw new NginxUsageError('name the gateway the sites call: --gateway-upstream <url> (e.g. http://127.0.0.1:8787)');
  const badUpstream = checkUpstream(upstream);
  if (badUpstream) throw new NginxUsageError(`--gateway-upstream: ${badUpstream}`);
  const listen = values.listen ?? ['80'];
  for (const value of listen) {
    const bad = checkListen(value);
    if (bad) throw new NginxUsageError(`--listen: ${bad}`);
  }
  return { upstream, listen, dist: resolve(values.dist ?? 'dist'), includes: (values.include ?? []).map((file) => resolve(file)) };
}

async function run(args: string[]): Promise<number> {
  const { values, positionals } = options(args);
  const settings = nginxOptions(values);
  if (values.all && positionals.length) throw new NginxUsageError('give --all or merchants, not both');
  if (!values.all && positionals.length === 0) throw new NginxUsageError('name at least one merchant or config file, or pass --all');
  const files = await resolveTargets(positionals, values.all ?? false);
  const { tenants, problems } = await loadTenants(files);
  if (problems.length) {
    console.error(formatProblems(problems));
    console.error('\nnothing was written: fix the configs above first');
    return 1;
  }
  // Every block is made before any is written: a value nginx cannot take writes nothing.
  let blocks: Array<{ merchant: string; text: string }>;
  try {
    blocks = tenants.map(({ config }) => ({ merchant: config.merchantCode, text: nginxServer(config, settings) }));
  } catch (error) {
    throw new NginxUsageError((error as Error).message);
  }
  const out = resolve(values.out ?? 'nginx');
  await mkdir(out, { recursive: true });
  for (const { merchant, text } of blocks) {
    const file = join(out, `${merchant}.conf`);
    const temporary = `${file}.tmp-${process.pid}`;
    await writeFile(temporary, text);
    await rename(temporary, file);
    console.log(`wrote ${displayPath(file)}`);
    if (!existsSync(join(settings.dist, merchant)))
      console.warn(`warning: ${displayPath(join(settings.dist, merchant))}/ does not exist here: build ${merchant} there, or give --dist`);
  }
  console.log(`next: include ${displayPath(out)}/*.conf in nginx's http block, then nginx -t && nginx -s reload (docs/deploy.md)`);
  return 0;
}

/** `site nginx`: writes the merchants' server blocks; 0 done, 1 invalid config, 2 usage error. */
export async function nginxCommand(args: string[]): Promise<number> {
  try {
    return await run(args);
  } catch (error) {
    if (!(error instanceof NginxUsageError || error instanceof UnknownTargetError)) throw error;
    console.error(`error: ${error.message} (npm run site -- nginx --help)`);
    return 2;
  }
}

// The operator's CLI: `npm run site -- <validate|build|new> ...`. Exit codes: 0 done,
// 1 invalid config or failed build, 2 usage error.
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { basename } from 'node:path';
import { displayPath, loadTenants, resolveTargets, UnknownTargetError } from '../src/config/load.ts';
import { formatProblems } from '../src/config/problems.ts';
import { tenantsDir } from '../src/config/paths.ts';
import { buildSites } from './lib/build-sites.ts';
import type { LoadedTenant } from '../src/config/load.ts';
import type { GatewayData } from '../src/build-time/gateway-data.ts';

type GatewayLib = typeof import('./lib/gateway-data.ts');
import { createTenant, MERCHANT_CODE } from './lib/new-tenant.ts';

const USAGE = `usage:
  npm run site -- validate [--all] [<merchant|file.json>...]
  npm run site -- build [--all] [<merchant|file.json>...] [--out <dir>]
                        [--gateway <url> | --reference-gateway]
  npm run site -- new <merchant> --from <merchant>

  merchant   a config in tenants/ by name (luzon) or a path to a config file
  --all      every tenants/*.json
  --out      where sites are written (default dist/): <out>/<merchant>/
  --gateway  take the lobby's game menu, hot games, banners, notices and winner board from
             this gateway at build time, so pages paint them before any JavaScript runs
             (per merchant and language; a gateway that fails only warns: the islands load
             the data in the browser instead)
  --reference-gateway
             the same from the reference gateway, started in-process for the build over a
             fresh in-memory world of the merchants being built`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  // Every command answers --help too, before its options are parsed.
  if (command === '--help' || command === '-h' || command === 'help' || rest.includes('--help') || rest.includes('-h')) {
    console.log(USAGE);
    return 0;
  }
  switch (command) {
    case 'validate':
      return validate(rest);
    case 'build':
      return buildCommand(rest);
    case 'new':
      return newCommand(rest);
    default:
      throw new UsageError(command ? `unknown command "${command}"` : 'no command given');
  }
}

function parse<const O extends ParseArgsOptionsConfig>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true } as const);
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

async function targetFiles(all: boolean | undefined, positionals: string[]): Promise<string[]> {
  if (!all && positionals.length === 0) throw new UsageError('name at least one merchant or config file, or pass --all');
  // --all with paths adds configs from elsewhere (test fixtures) to every tenants/*.json.
  const files = [...new Set([...(all ? await resolveTargets([], true) : []), ...(await resolveTargets(positionals, false))])];
  if (files.length === 0) throw new UsageError(`no tenant configs in ${displayPath(tenantsDir)}/`);
  return files;
}

async function validate(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, { all: { type: 'boolean' } });
  const files = await targetFiles(values.all, positionals);
  const { tenants, problems } = await loadTenants(files);
  if (problems.length) {
    console.error(formatProblems(problems));
    const bad = new Set(problems.map((p) => p.file)).size;
    console.error(
      `\n${problems.length} problem${problems.length === 1 ? '' : 's'} in ${bad} of ${files.length} config${files.length === 1 ? '' : 's'}`,
    );
    return 1;
  }
  for (const t of tenants) console.log(`✓ ${t.file}`);
  console.log(`${tenants.length} valid config${tenants.length === 1 ? '' : 's'}`);
  return 0;
}

async function buildCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, {
    all: { type: 'boolean' },
    out: { type: 'string' },
    gateway: { type: 'string' },
    'reference-gateway': { type: 'boolean' },
  });
  if (values.gateway !== undefined && values['reference-gateway'])
    throw new UsageError('give --gateway <url> or --reference-gateway, not both');
  // Loaded only when asked for: a build without a gateway imports none of it (nor ajv, nor the gateway).
  const gatewayLib = values.gateway !== undefined || values['reference-gateway'] ? await import('./lib/gateway-data.ts') : undefined;
  const badUrl = values.gateway === undefined ? undefined : gatewayLib!.checkGatewayUrl(values.gateway);
  if (badUrl) throw new UsageError(`--gateway: ${badUrl}`);
  const files = await targetFiles(values.all, positionals);
  const { tenants, problems } = await loadTenants(files);
  if (problems.length) {
    console.error(formatProblems(problems));
    console.error('\nnothing was built: fix the configs above first');
    return 1;
  }
  const out = resolve(values.out ?? 'dist');
  console.log(`building ${tenants.map((t) => t.config.merchantCode).join(', ')} into ${displayPath(out)}/`);
  const gatewayData = gatewayLib && (await takeGatewayData(gatewayLib, tenants, values.gateway));
  const report = await buildSites(tenants, out, (line) => console.log(line), { gatewayData });
  if (report.compileError) {
    console.error(`build failed, no site was changed: ${report.compileError}`);
    return 1;
  }
  const failed = report.sites.filter((s) => !s.ok);
  if (failed.length) {
    console.error(`${failed.length} site${failed.length === 1 ? '' : 's'} failed: ${failed.map((s) => s.merchant).join(', ')}`);
    return 1;
  }
  const pages = report.sites.reduce((n, s) => n + (s.pages ?? 0), 0);
  console.log(`${report.sites.length} site${report.sites.length === 1 ? '' : 's'}, ${pages} pages`);
  return 0;
}

/**
 * Static first: the lobby's data from a gateway (--gateway) or from the reference gateway run
 * in-process for the build (--reference-gateway). A gateway problem is a warning, never a failed
 * build: pages without data show their fallbacks and the islands fill them in.
 */
async function takeGatewayData(
  lib: GatewayLib,
  tenants: readonly LoadedTenant[],
  url: string | undefined,
): Promise<GatewayData | undefined> {
  const { fetchGatewayData, startReferenceGateway } = lib;
  const reference = url === undefined;
  const started = performance.now();
  let gateway: { url: string; close: () => Promise<void> };
  try {
    gateway = reference ? await startReferenceGateway(tenants) : { url: url!, close: async () => {} };
  } catch (error) {
    console.warn(
      `warning: the reference gateway did not start (${(error as Error).message}): building without gateway data; the islands will load it in the browser instead`,
    );
    return undefined;
  }
  try {
    const { data, warnings } = await fetchGatewayData(
      tenants.map((t) => t.config),
      gateway.url,
    );
    for (const line of warnings) console.warn(line);
    const got = Object.keys(data);
    console.log(
      `gateway data from ${reference ? 'the reference gateway' : gateway.url} for ${got.length} of ${tenants.length} merchant${tenants.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
    return data;
  } finally {
    await gateway.close();
  }
}

async function newCommand(args: string[]): Promise<number> {
  const { values, positionals } = parse(args, { from: { type: 'string' } });
  const [code, ...extra] = positionals;
  if (!code || extra.length) throw new UsageError('name exactly one new merchant');
  if (!values.from) throw new UsageError('say which merchant to start from: --from <merchant>');
  if (!MERCHANT_CODE.test(code))
    throw new UsageError(
      `"${code}" is not a valid merchant code: lower-case letters, digits and -, starting with a letter, 2 to 31 characters`,
    );
  if (existsSync(join(tenantsDir, `${code}.json`))) throw new UsageError(`tenants/${code}.json already exists`);
  if (existsSync(join(tenantsDir, 'assets', code))) throw new UsageError(`tenants/assets/${code}/ already exists`);
  const [source] = await resolveTargets([values.from], false);
  const { file, todo } = await createTenant(code, basename(source!, '.json'));
  console.log(`created ${displayPath(file)} from ${values.from}, without its brand's names`);
  console.log(`still to provide:\n${todo.map((line) => `  - ${line}`).join('\n')}`);
  const { problems } = await loadTenants([file]);
  if (problems.length) {
    console.error(formatProblems(problems));
    return 1;
  }
  console.log(`next: edit it, then npm run site -- validate ${code} && npm run site -- build ${code}`);
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError || error instanceof UnknownTargetError) {
    console.error(`error: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else {
    throw error;
  }
}

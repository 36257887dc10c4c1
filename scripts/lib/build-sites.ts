import { build } from 'astro';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { LoadedTenant } from '../../src/config/load.ts';
import { projectRoot } from '../../src/config/paths.ts';
import { CLIENT_MANIFEST, GATEWAY_DATA_FILE_ENV, TENANTS_FILE_ENV } from '../../src/integration/index.ts';
import type { GatewayData } from '../../src/build-time/gateway-data.ts';
import { writeFolderAtomically } from './publish.ts';
import { assembleSite, clientManifestPath } from './site-files.ts';

interface SiteResult {
  merchant: string;
  ok: boolean;
  pages?: number;
  ms: number;
  error?: string;
}

export interface BuildReport {
  compileMs: number;
  sites: SiteResult[];
  /** Set when the shared compile failed: then no site was touched. */
  compileError?: string;
}

export interface BuildOptions {
  /** What the build took from a gateway (scripts/lib/gateway-data.ts): pages paint it before any JS. */
  gatewayData?: GatewayData | undefined;
}

/**
 * Builds validated tenants into `outDir/<merchant>/` with one Astro compile for all of them.
 * A merchant's previous site is replaced only by a complete new one.
 */
export async function buildSites(
  tenants: readonly LoadedTenant[],
  outDir: string,
  log: (line: string) => void = () => {},
  options: BuildOptions = {},
): Promise<BuildReport> {
  const work = join(projectRoot, '.skinforge', `build-${process.pid}-${Date.now()}`);
  const compiled = join(work, 'astro');
  await mkdir(work, { recursive: true });
  try {
    await writeFile(join(work, 'tenants.json'), JSON.stringify(tenants.map((t) => t.config)));
    process.env[TENANTS_FILE_ENV] = join(work, 'tenants.json');
    // Without gateway data the compile's virtual module is an empty object: nothing is written or read.
    if (options.gatewayData && Object.keys(options.gatewayData).length) {
      await writeFile(join(work, 'gateway-data.json'), JSON.stringify(options.gatewayData));
      process.env[GATEWAY_DATA_FILE_ENV] = join(work, 'gateway-data.json');
    }
    process.env['ASTRO_TELEMETRY_DISABLED'] = '1';
    const started = performance.now();
    try {
      await build({ root: projectRoot, outDir: compiled, logLevel: 'error', mode: 'production' });
    } catch (error) {
      return { compileMs: performance.now() - started, sites: [], compileError: describeCompileError(error, tenants) };
    } finally {
      delete process.env[TENANTS_FILE_ENV];
      delete process.env[GATEWAY_DATA_FILE_ENV];
    }
    const compileMs = performance.now() - started;
    log(`compiled ${tenants.length} merchant${tenants.length === 1 ? '' : 's'} in ${seconds(compileMs)}`);
    const sites: SiteResult[] = [];
    for (const tenant of tenants) {
      const merchant = tenant.config.merchantCode;
      const t0 = performance.now();
      try {
        let pages = 0;
        await writeFolderAtomically(join(outDir, merchant), async (staging) => {
          pages = await assembleSite(staging, tenant, compiled);
        });
        const manifest = clientManifestPath(outDir, merchant);
        await mkdir(dirname(manifest), { recursive: true });
        await copyFile(join(compiled, CLIENT_MANIFEST), manifest);
        const ms = performance.now() - t0;
        sites.push({ merchant, ok: true, pages, ms });
        log(`  ✓ ${merchant.padEnd(16)} ${String(pages).padStart(4)} pages  ${seconds(ms)}`);
      } catch (error) {
        const ms = performance.now() - t0;
        const message = (error as Error).message;
        sites.push({ merchant, ok: false, ms, error: message });
        log(`  ✗ ${merchant.padEnd(16)} failed: ${message} (the previous site, if any, is untouched)`);
      }
    }
    return { compileMs, sites };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Names the merchant whose page broke the compile when the error says which page it was. */
function describeCompileError(error: unknown, tenants: readonly LoadedTenant[]): string {
  const message = error instanceof Error ? error.message : String(error);
  const culprit = tenants.find(
    (t) => message.includes(`/${t.config.merchantCode}/`) || message.includes(`merchant: "${t.config.merchantCode}"`),
  );
  return culprit ? `merchant ${culprit.config.merchantCode}: ${message}` : message;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

// `site dev`: one merchant's site on Astro's dev server, with the reference gateway beside it.
import { dev } from 'astro';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LoadedTenant } from '../../core/config/load.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { TENANTS_FILE_ENV } from '../../src/integration/index.ts';
import { startReferenceGateway } from './reference-gateway.ts';
import { loadPreviewed, previewIntegration } from './preview-integration.ts';

/**
 * Every package the pages' scripts import, bundled by Vite when the preview starts. Islands load on
 * demand, so Vite's scan of the pages does not find them all: it found them as pages asked, bundled
 * them again and answered the pages already loaded "504 Outdated Optimize Dep" (script errors on
 * every page of the preview). A unit test keeps the list in step with the browser code's imports.
 */
export const BROWSER_DEPENDENCIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'nanostores',
  '@nanostores/react',
  'swiper',
  'ky',
  'i18next',
  'dompurify',
  'qrcode',
  'crypto-js/core.js',
  'crypto-js/tripledes.js',
  'crypto-js/mode-ecb.js',
] as const;

export interface DevServerOptions {
  /** The merchant's config file, absolute and already validated. */
  file: string;
  tenant: LoadedTenant;
  port: number;
  host?: string;
  log?: (line: string) => void;
  warn?: (text: string) => void;
  /** Astro's own lines below errors are left out (they go to stdout, which `--json` keeps for its document). */
  quiet?: boolean;
}

export interface RunningDevServer {
  url: string;
  gateway: string;
  close: () => Promise<void>;
}

/**
 * Starts the reference gateway (an in-memory world of this merchant) and Astro's dev server with
 * the merchant at its root; the config and assets are watched until close().
 */
export async function startDevServer(options: DevServerOptions): Promise<RunningDevServer> {
  const { file, tenant, port, host = '127.0.0.1', log = console.log, warn = console.error } = options;
  // The integration reads the merchants to compile from this file, as in a build (scripts/lib/build-sites.ts).
  const work = join(projectRoot, '.skinforge', `dev-${process.pid}`);
  const tenantsFile = join(work, 'tenants.json');
  await mkdir(work, { recursive: true });
  await writeFile(tenantsFile, JSON.stringify([tenant.config]));
  process.env[TENANTS_FILE_ENV] = tenantsFile;
  process.env['ASTRO_TELEMETRY_DISABLED'] = '1';

  const gateway = await startReferenceGateway([tenant]);
  // Pages and gateway answer from the same config: a good edit reaches both before the reload.
  const publish = async (good: LoadedTenant) => {
    await writeFile(tenantsFile, JSON.stringify([good.config]));
    gateway.update(good);
  };
  let server: Awaited<ReturnType<typeof dev>>;
  try {
    const preview = previewIntegration({
      file,
      initial: tenant,
      gateway: gateway.url,
      reload: () => loadPreviewed(file),
      publish,
      log,
      warn,
    });
    server = await dev({
      root: projectRoot,
      logLevel: options.quiet ? 'error' : 'warn',
      server: { port, host },
      // Astro applies the CSP to built pages only; left on, it warns at every start about a highlighter no page uses.
      security: { csp: false },
      // A taken port is the operator's to resolve: Vite would otherwise quietly take the next one.
      integrations: [preview],
      vite: {
        // Builds, diffs and other previews write thousands of files under .skinforge/ and dist/: not
        // the preview's to watch (each a wasted event; after a broken config, Astro reloads the page
        // at the next file change it hears of, and the problems' page kept reloading as others built).
        server: { strictPort: true, watch: { ignored: ['**/.skinforge/**', '**/dist/**'] } },
        optimizeDeps: { include: [...BROWSER_DEPENDENCIES] },
        // Vite's bundles of those packages, in a folder of the previews' own, one a merchant (kept
        // between starts). In node_modules/.vite, every build beside a preview (its own dependency
        // scan) removed and rewrote them under the preview's pages, which got "504 Outdated Optimize
        // Dep" for swiper.js.
        cacheDir: join(projectRoot, '.skinforge', 'vite-dev', tenant.config.merchantCode),
      },
    });
  } catch (error) {
    await gateway.close();
    await rm(work, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `http://${host}:${server.address.port}/`,
    gateway: gateway.url,
    close: async () => {
      await server.stop();
      await gateway.close();
      await rm(work, { recursive: true, force: true });
      delete process.env[TENANTS_FILE_ENV];
    },
  };
}

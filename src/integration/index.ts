import type { AstroIntegration, HookParameters } from 'astro';
import { readFile } from 'node:fs/promises';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { formatProblems } from '../../core/config/problems.ts';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import type { GatewayData } from '../build-time/gateway-data.ts';
import { messageScopes } from '../build-time/message-scopes.ts';
import { scopesToJson } from './page-messages.ts';
import { preloadDependencies } from './preload-deps.ts';
import { type VirtualModules, virtualModulesPlugin } from './virtual-modules.ts';

/** The CLI validates configs once and hands the result to the compile through this file. */
export const TENANTS_FILE_ENV = 'SKINFORGE_TENANTS_FILE';

/** And, when the build took data from a gateway (static first), that data through this one. */
export const GATEWAY_DATA_FILE_ENV = 'SKINFORGE_GATEWAY_DATA_FILE';

/**
 * Vite's manifest of the client bundles (source module → built file), written at the root of the
 * compile's output under this name. The CLI keeps a copy beside each site it publishes, never in
 * one (scripts/lib/build-sites.ts).
 */
export const CLIENT_MANIFEST = 'client-manifest.json';

/** The virtual module of the validated tenant configs (the preview reloads its pages when it changes). */
export const TENANTS_MODULE = 'virtual:skinforge/tenants';

/** Validated configs of the merchants being built, in the order the CLI listed them. */
async function tenantsForBuild(): Promise<ResolvedTenantConfig[]> {
  const file = process.env[TENANTS_FILE_ENV];
  if (file) return JSON.parse(await readFile(file, 'utf8')) as ResolvedTenantConfig[];
  // `astro dev` or `astro check` without the CLI: validate every tenant here instead.
  const { tenants, problems } = await loadTenants(await listTenantFiles());
  if (problems.length) throw new Error(`invalid tenant configs:\n${formatProblems(problems)}`);
  return tenants.map((t) => t.config);
}

/** What the CLI took from a gateway (merchant → language → data); none without one. */
async function gatewayDataForBuild(): Promise<GatewayData> {
  const file = process.env[GATEWAY_DATA_FILE_ENV];
  return file ? (JSON.parse(await readFile(file, 'utf8')) as GatewayData) : {};
}

/**
 * The virtual modules pages import (their types: src/virtual.d.ts): the validated tenant configs,
 * the build's gateway data, and in a build what each page's islands can show. Each built page keeps
 * the island messages its islands can show, not the whole catalogue
 * (src/integration/messages-middleware.ts): worked out here, where the project's sources are.
 */
function virtualModules(command: HookParameters<'astro:config:setup'>['command']): VirtualModules {
  return {
    [TENANTS_MODULE]: tenantsForBuild,
    'virtual:skinforge/gateway-data': gatewayDataForBuild,
    'virtual:skinforge/message-scopes': () => (command === 'build' ? scopesToJson(messageScopes()) : null),
  };
}

/** The compile's integration: its virtual modules, the messages middleware, and the client's build manifest. */
export default function skinforge(): AstroIntegration {
  return {
    name: 'skinforge',
    hooks: {
      'astro:config:setup': ({ addMiddleware, command, updateConfig }) => {
        if (command === 'build') addMiddleware({ entrypoint: new URL('./messages-middleware.ts', import.meta.url), order: 'post' });
        updateConfig({
          vite: {
            plugins: [
              virtualModulesPlugin(virtualModules(command)),
              {
                // Astro sets build.manifest to false for its builds (and deletes .vite/ folders),
                // but an environment's own setting stands: the client's is asked for here, and
                // which chunks a dynamic import preloads (preload-deps.ts), which Astro's
                // build config would otherwise replace.
                name: 'skinforge:client-manifest',
                configEnvironment: (name: string) =>
                  name === 'client'
                    ? { build: { manifest: CLIENT_MANIFEST, modulePreload: { polyfill: false, resolveDependencies: preloadDependencies } } }
                    : undefined,
              },
            ],
          },
        });
      },
    },
  };
}

import { delimiter } from 'node:path';
import type { ResolvedTenantConfig } from '../core/config/generated/resolved-tenant-config.ts';
import { listTenantFiles, loadTenants, type LoadedTenant } from '../core/config/load.ts';

/** A merchant the gateway serves: its config and the folder its asset paths are relative to. */
export interface Tenant {
  code: string;
  config: ResolvedTenantConfig;
  dir: string;
}

/**
 * Loads and validates every merchant in tenants/ (the same check the site build runs), plus the
 * config files GATEWAY_EXTRA_TENANTS lists (path-delimited: the end-to-end run's fixture merchants,
 * whose pages call the gateway like any other); throws on problems.
 */
export async function loadAllTenants(env: NodeJS.ProcessEnv = process.env): Promise<LoadedTenant[]> {
  const extra = (env['GATEWAY_EXTRA_TENANTS'] ?? '').split(delimiter).filter(Boolean);
  const { tenants, problems } = await loadTenants([...(await listTenantFiles()), ...extra]);
  if (problems.length) {
    for (const p of problems) console.error(`${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`);
    throw new Error('the tenant configs have problems; fix them first');
  }
  return tenants;
}

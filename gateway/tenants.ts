import { listTenantFiles, loadTenants, type LoadedTenant } from '../src/config/load.ts';

/** Loads and validates every merchant in tenants/ (the same check the site build runs); exits on problems. */
export async function loadAllTenants(): Promise<LoadedTenant[]> {
  const { tenants, problems } = await loadTenants(await listTenantFiles());
  if (problems.length) {
    for (const p of problems) console.error(`${p.file}${p.pointer ? ` ${p.pointer}` : ''}: ${p.message}`);
    throw new Error('the tenant configs have problems; fix them first');
  }
  return tenants;
}

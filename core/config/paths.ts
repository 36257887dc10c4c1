import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Absolute path of the project root (where package.json is). */
export const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
/** Where operators keep one JSON file per merchant. */
export const tenantsDir = join(projectRoot, 'tenants');
/** The root of the tenant schema; its parts sit in schemas/tenant/. */
export const tenantSchemaPath = join(projectRoot, 'schemas', 'tenant.schema.json');
/** The layout presets (`layout.preset`): one partial tenant config per preset, applied beneath a brand's layers. */
export const presetsDir = join(projectRoot, 'core', 'config', 'presets');

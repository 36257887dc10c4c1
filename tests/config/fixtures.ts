import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { mergeLayers } from '../../core/config/layers.ts';
import { tenantsDir } from '../../core/config/paths.ts';

/**
 * A demo config as plain data, to derive broken variants from: its layers merged in, so that it
 * stands alone as one file (the demo brands extend tenants/layers/).
 */
export async function demoConfig(name = 'luzon'): Promise<Record<string, any>> {
  const path = join(tenantsDir, `${name}.json`);
  const result = await mergeLayers(JSON.parse(await readFile(path, 'utf8')), `${name}.json`, path, (p) => p);
  if ('problems' in result) throw new Error(`tenants/${name}.json: ${result.problems.map((p) => p.message).join('; ')}`);
  return { $schema: '../schemas/tenant.schema.json', ...result.merged.config };
}

/**
 * Writes config files (objects, or raw text for malformed JSON) into a fresh folder with a copy
 * of the demo assets, so asset checks see real files. A name under `layers/` is a layer. Returns
 * the paths, by file name.
 */
export async function writeTenants(files: Record<string, unknown>): Promise<{ dir: string; paths: Record<string, string> }> {
  const dir = await mkdtemp(join(tmpdir(), 'skinforge-tenants-'));
  await cp(join(tenantsDir, 'assets'), join(dir, 'assets'), { recursive: true });
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    paths[name] = join(dir, name);
    await mkdir(dirname(paths[name]), { recursive: true });
    await writeFile(paths[name], typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return { dir, paths };
}

/** A copy of the whole tenants/ folder (brand files, layers and assets) to change freely; returns its path. */
export async function copyTenants(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'skinforge-fleet-'));
  await cp(tenantsDir, dir, { recursive: true });
  return dir;
}

/** Rewrites a JSON file (of a tenants copy) through `change`. */
export async function editJson(path: string, change: (value: Record<string, any>) => void): Promise<void> {
  const value = JSON.parse(await readFile(path, 'utf8'));
  change(value);
  await writeFile(path, JSON.stringify(value, null, 2));
}

import { cp, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantsDir } from '../../core/config/paths.ts';

/** A demo config as plain data, to derive broken variants from. */
export async function demoConfig(name = 'luzon'): Promise<Record<string, any>> {
  return JSON.parse(await readFile(join(tenantsDir, `${name}.json`), 'utf8'));
}

/**
 * Writes config files (objects, or raw text for malformed JSON) into a fresh folder with a copy
 * of the demo assets, so asset checks see real files. Returns the paths, by file name.
 */
export async function writeTenants(files: Record<string, unknown>): Promise<{ dir: string; paths: Record<string, string> }> {
  const dir = await mkdtemp(join(tmpdir(), 'skinforge-tenants-'));
  await cp(join(tenantsDir, 'assets'), join(dir, 'assets'), { recursive: true });
  const paths: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    paths[name] = join(dir, name);
    await writeFile(paths[name], typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return { dir, paths };
}

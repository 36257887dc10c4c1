import { cp, readFile, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tenantsDir } from '../../src/config/paths.ts';

/** A merchant code: what tenants/<code>.json and dist/<code>/ are named after. */
export const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,30}$/;

/**
 * Creates tenants/<code>.json from an existing merchant's config, with its own code, brand
 * name, site URL and a copy of the source's assets folder. Returns the new file's path.
 * The file is written under a temporary name and renamed, so no half-written config is left.
 */
export async function createTenant(code: string, from: string, dir: string = tenantsDir): Promise<string> {
  const source = join(dir, `${from}.json`);
  const target = join(dir, `${code}.json`);
  const config = JSON.parse(await readFile(source, 'utf8')) as Record<string, unknown> & { brand: Record<string, unknown>; site: Record<string, unknown> };
  const name = code.split('-').map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
  config['merchantCode'] = code;
  config.brand['name'] = name;
  config.site['url'] = `https://${code}.example`;
  config.site['domains'] = [`${code}.example`];
  let text = JSON.stringify(config, null, 2) + '\n';
  const sourceAssets = join(dir, 'assets', from);
  if (existsSync(sourceAssets)) {
    await cp(sourceAssets, join(dir, 'assets', code), { recursive: true, errorOnExist: true, force: false });
    text = text.replaceAll(`"assets/${from}/`, `"assets/${code}/`);
  }
  const temporary = `${target}.tmp-${process.pid}`;
  await writeFile(temporary, text, { flag: 'wx' });
  await rename(temporary, target);
  return target;
}

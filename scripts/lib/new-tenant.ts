import { cp, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { tenantsDir } from '../../src/config/paths.ts';

/** A merchant code: what tenants/<code>.json and dist/<code>/ are named after. */
export const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,30}$/;

/** What `site new` made, and what the operator must still provide before the site is theirs. */
export interface NewTenant {
  file: string;
  todo: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the source brand's names in a text, in one pass (so a new name that contains the old
 * one is not replaced again): its brand name, its name run together (handles and hosts:
 * luzonplay), and its merchant code in any case (a capitalised one takes the new name).
 */
function rebrander(from: { code: string; name: string }, to: { code: string; name: string }): (text: string) => string {
  const compact = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const names = new RegExp(`(${escapeRegExp(from.name)})|(${escapeRegExp(compact(from.name))})|(${escapeRegExp(from.code)})`, 'gi');
  return (text) =>
    text.replace(names, (match: string, name?: string, run?: string) => {
      if (name) return to.name;
      if (run) return compact(to.code);
      return match[0] === match[0]!.toUpperCase() ? to.name : to.code;
    });
}

/** Every string in a JSON value, rewritten. */
function mapStrings(value: unknown, rewrite: (text: string) => string): unknown {
  if (typeof value === 'string') return rewrite(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rewrite));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rewrite)]));
  return value;
}

/**
 * Creates tenants/<code>.json from an existing merchant's config and a copy of its assets folder,
 * carrying none of the old brand's names: its brand name, handles, hosts and code are replaced
 * everywhere in the config and in the SVG assets (the logo and favicon get the new initial). What
 * cannot be rewritten (artwork, real links) is listed in `todo`. The file is written under a
 * temporary name and renamed, so no half-written config is left.
 */
export async function createTenant(code: string, from: string, dir: string = tenantsDir): Promise<NewTenant> {
  const source = join(dir, `${from}.json`);
  const target = join(dir, `${code}.json`);
  const original = JSON.parse(await readFile(source, 'utf8')) as { brand: { name: string; logo: string; favicon: string } };
  const name = code
    .split('-')
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  const rewrite = rebrander({ code: from, name: original.brand.name }, { code, name });
  const config = mapStrings(original, rewrite) as Record<string, unknown> & {
    brand: Record<string, unknown>;
    site: Record<string, unknown>;
  };
  config['merchantCode'] = code;
  config.brand['name'] = name;
  config.site['url'] = `https://${code}.example`;
  config.site['domains'] = [`${code}.example`];
  const todo = [
    `site.url and site.domains: https://${code}.example is a placeholder; set the real domains`,
    `support (customer service, social, app links) now point at ${code} placeholders: set the real addresses`,
    `content (help centre, SEO) and banner alt texts are ${original.brand.name}'s with the name replaced: review them`,
  ];

  const sourceAssets = join(dir, 'assets', from);
  if (existsSync(sourceAssets)) {
    const assets = join(dir, 'assets', code);
    await cp(sourceAssets, assets, { recursive: true, errorOnExist: true, force: false });
    const initial = { from: original.brand.name[0]!, to: name[0]! };
    const brandMarks = new Set([original.brand.logo, original.brand.favicon].map((path) => path.replace(`assets/${from}/`, '')));
    const kept: string[] = [];
    for (const file of await readdir(assets, { recursive: true })) {
      if (extname(file).toLowerCase() !== '.svg') {
        if (extname(file)) kept.push(file);
        continue;
      }
      let svg = rewrite(await readFile(join(assets, file), 'utf8'));
      if (brandMarks.has(file)) svg = svg.replaceAll(`>${initial.from}</text>`, `>${initial.to}</text>`);
      await writeFile(join(assets, file), svg);
    }
    todo.unshift(
      `the logo and favicon in tenants/assets/${code}/ are ${from}'s artwork with the new name and initial: replace them with the brand's own`,
      `the banner images in tenants/assets/${code}/ are ${from}'s promotions with the name replaced: replace them with the brand's own`,
      ...(kept.length ? [`these copied files could not be rewritten and may show ${original.brand.name}: ${kept.join(', ')}`] : []),
    );
  }
  const text = `${JSON.stringify(config, null, 2)}\n`;
  const temporary = `${target}.tmp-${process.pid}`;
  await writeFile(temporary, text, { flag: 'wx' });
  await rename(temporary, target);
  return { file: target, todo };
}

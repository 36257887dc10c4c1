import { cp, mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { extname, join } from 'node:path';
import { contrastRatio } from '../../core/config/contrast.ts';
import { inSchemaOrder } from '../../core/config/key-order.ts';
import { layersDirOf, mergeLayers, PRESET_LAYER, withoutFileKeys } from '../../core/config/layers.ts';
import { loadTenantFile } from '../../core/config/load.ts';
import { deepEqual, diffPatch, type JsonObject, mergePatch } from '../../core/config/merge-patch.ts';
import type { Problem } from '../../core/config/problems.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { loadTenantSchema, type SchemaNode } from '../../core/config/schema.ts';

/** A merchant code: what tenants/<code>.json and dist/<code>/ are named after. */
export const MERCHANT_CODE = /^[a-z][a-z0-9-]{1,30}$/;

/** What `site new` made, and what the operator must still provide before the site is theirs. */
export interface NewTenant {
  file: string;
  /** The brand fields that still carry the source merchant's values, each with the option that sets it. */
  kept: string[];
  /** What cannot be set by an option: real addresses, artwork, texts to review. */
  todo: string[];
  /** What `site new` chose on its own (a text colour for contrast, a currency's symbol). */
  chosen: string[];
}

/** The brand of a new merchant, as the operator gives it to `site new` (every field optional). */
export interface BrandOptions {
  name?: string | undefined;
  /** #rrggbb */
  primary?: string | undefined;
  /** A logo file to copy into the merchant's assets. */
  logo?: string | undefined;
  /** Language codes, the first the default: "EN,TY". */
  languages?: string | undefined;
  /** An ISO 4217 code: "USD". */
  currency?: string | undefined;
  /** A layout preset (layout.preset): "casino". */
  preset?: string | undefined;
}

/** A brand option that cannot be used: `site new` writes nothing and exits 2. */
export class BrandOptionError extends Error {}

/** A new merchant whose config would not validate: `site new` writes nothing. */
export class NewTenantInvalid extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    super('the new config does not validate');
    this.problems = problems;
  }
}

/** The least contrast the validator wants between onPrimary and primary (semantic.ts). */
const MIN_CONTRAST = 4.5;
const LOGO_TYPES = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.ico'];

interface CheckedBrand {
  name?: string;
  primary?: string;
  logo?: { path: string; ext: string };
  languages?: string[];
  currency?: { code: string; symbol: string; decimals: number };
  preset?: string;
}

/** A schema node by property path (the bundled schema has every $ref inlined). */
function schemaAt(schema: SchemaNode, ...path: string[]): SchemaNode {
  return path.reduce((node, key) => (node['properties'] as Record<string, SchemaNode>)[key]!, schema);
}

/** Checks the brand options against the schema and the disk before anything is written. */
async function checkBrand(options: BrandOptions): Promise<CheckedBrand> {
  const schema = await loadTenantSchema();
  const brand: CheckedBrand = {};
  if (options.name !== undefined) {
    const name = options.name.trim().replace(/\s+/g, ' ');
    const max = schemaAt(schema, 'brand', 'name')['maxLength'] as number;
    if (!name || name.length > max) throw new BrandOptionError(`--name "${options.name}": give the brand's name, 1 to ${max} characters`);
    brand.name = name;
  }
  if (options.primary !== undefined) {
    const pattern = new RegExp(schemaAt(schema, 'brand', 'theme', 'primary')['pattern'] as string);
    if (!pattern.test(options.primary))
      throw new BrandOptionError(`--primary "${options.primary}" is not a colour as #rrggbb (e.g. #1d4ed8)`);
    brand.primary = options.primary.toLowerCase();
  }
  if (options.logo !== undefined) {
    const info = await stat(options.logo).catch(() => undefined);
    if (!info?.isFile()) throw new BrandOptionError(`--logo ${options.logo}: no such file`);
    const ext = extname(options.logo).toLowerCase();
    if (!LOGO_TYPES.includes(ext)) throw new BrandOptionError(`--logo ${options.logo}: give an image file (${LOGO_TYPES.join(', ')})`);
    brand.logo = { path: options.logo, ext };
  }
  if (options.languages !== undefined) {
    const known = schemaAt(schema, 'languages', 'default')['enum'] as string[];
    const codes = options.languages.split(',').map((code) => code.trim().toUpperCase());
    const unknown = codes.find((code) => !known.includes(code));
    if (unknown !== undefined)
      throw new BrandOptionError(`--languages: "${unknown}" is not a language code (known: ${known.join(', ')}); the first is the default`);
    if (new Set(codes).size !== codes.length) throw new BrandOptionError(`--languages "${options.languages}" names a language twice`);
    brand.languages = codes;
  }
  if (options.currency !== undefined) {
    const code = options.currency.trim();
    const pattern = new RegExp(schemaAt(schema, 'currency', 'code')['pattern'] as string);
    if (!pattern.test(code) || !Intl.supportedValuesOf('currency').includes(code))
      throw new BrandOptionError(
        `--currency "${options.currency}" is not an ISO 4217 currency code (three capital letters, e.g. PHP, USD, VND)`,
      );
    brand.currency = currencyOf(code, schemaAt(schema, 'currency', 'symbol')['maxLength'] as number);
  }
  if (options.preset !== undefined) {
    const presets = schemaAt(schema, 'layout', 'preset')['enum'] as string[];
    if (!presets.includes(options.preset))
      throw new BrandOptionError(`--preset "${options.preset}" is not a layout preset (presets: ${presets.join(', ')})`);
    brand.preset = options.preset;
  }
  return brand;
}

/** A currency's symbol and decimal places as the platform's Intl data has them; the code when its symbol is too long. */
function currencyOf(code: string, maxSymbol: number): { code: string; symbol: string; decimals: number } {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  const symbol = format.formatToParts(0).find((part) => part.type === 'currency')?.value ?? code;
  return { code, symbol: symbol.length <= maxSymbol ? symbol : code, decimals: format.resolvedOptions().maximumFractionDigits ?? 2 };
}

/** The text colour for a new primary: the source's when it still reads on it, else black or white, whichever reads better. */
function onPrimaryFor(primary: string, current: string): string {
  if (contrastRatio(current, primary) >= MIN_CONTRAST) return current;
  return contrastRatio('#000000', primary) >= contrastRatio('#ffffff', primary) ? '#000000' : '#ffffff';
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
 * everywhere in the config and in the SVG assets (the logo and favicon get the new initial). The
 * brand options set the name, primary colour, logo, languages and currency; `kept` lists the brand
 * fields that still carry the source's values, `todo` what no option can set. The config and its
 * assets are made in a staging folder beside them and validated there (contrast included); only a
 * valid merchant is moved into place, so a bad option or a failed check leaves nothing behind.
 */
export async function createTenant(
  code: string,
  from: string,
  dir: string = tenantsDir,
  options: BrandOptions = {},
  family?: string,
): Promise<NewTenant> {
  const brand = await checkBrand(options);
  const source = join(dir, `${from}.json`);
  const target = join(dir, `${code}.json`);
  const original = (await mergedConfig(JSON.parse(await readFile(source, 'utf8')), source)) as SourceConfig & JsonObject;
  // With a family, the new brand's file holds only what differs from the family's merged layers.
  const base =
    family === undefined ? undefined : ((await mergedConfig({ extends: [family] }, target)) as Partial<SourceConfig> & JsonObject);
  const name =
    brand.name ??
    code
      .split('-')
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ');
  const rewrite = rebrander({ code: from, name: original.brand.name }, { code, name });
  const config = mapStrings(original, rewrite) as SourceConfig & Record<string, unknown>;
  config.merchantCode = code;
  config.brand.name = name;
  config.site['url'] = `https://${code}.example`;
  config.site['domains'] = [`${code}.example`];
  const kept: string[] = [];
  const chosen: string[] = [];
  const todo = [
    `site.url and site.domains: https://${code}.example is a placeholder; set the real domains`,
    `support (customer service, social, app links) now point at ${code} placeholders: set the real addresses`,
  ];
  // A family's help centre is the family's to keep; one copied from the source brand is to rewrite.
  if (!base || !deepEqual(config.content.helpCenter, base.content?.helpCenter)) {
    markHelpCopied(config.content.helpCenter);
    todo.push(
      `content.helpCenter and content.seo are ${original.brand.name}'s texts with the name replaced; each help article starts with a note saying so: rewrite them and remove the note`,
    );
  } else todo.push(`content.seo is ${original.brand.name}'s text with the name replaced: rewrite it`);
  const whose = (field: keyof SourceConfig) => (base && deepEqual(config[field], base[field]) ? `layer ${family}'s` : `${from}'s`);
  if (!brand.name) kept.push(`brand.name "${name}" is made from the code: --name <name>`);

  const theme = config.brand.theme;
  if (brand.primary) {
    theme.primary = brand.primary;
    const onPrimary = onPrimaryFor(brand.primary, theme.onPrimary);
    if (onPrimary !== theme.onPrimary)
      chosen.push(`brand.theme.onPrimary ${onPrimary}: ${from}'s ${theme.onPrimary} does not read on ${brand.primary}`);
    theme.onPrimary = onPrimary;
  } else kept.push(`brand.theme.primary ${theme.primary} is ${from}'s: --primary <#rrggbb>`);
  const others = Object.keys(theme).filter((key) => key !== 'primary' && key !== 'onPrimary' && key !== 'radius');
  kept.push(`brand.theme's ${others.join(', ')} are ${from}'s: edit them in the config`);

  if (brand.languages) {
    setLanguages(config, brand.languages, todo);
  } else
    kept.push(
      `languages ${config.languages.offered.join(', ')} (default ${config.languages.default}) are ${whose('languages')}: --languages <codes>`,
    );

  if (brand.currency) {
    config.currency = brand.currency;
    chosen.push(`currency ${brand.currency.code}: symbol ${brand.currency.symbol}, ${brand.currency.decimals} decimal places`);
    todo.push(
      `wallet deposit and withdrawal limits and fees are ${from}'s amounts in ${original.currency.code}: set them in ${brand.currency.code}`,
    );
  } else kept.push(`currency ${config.currency.code} (${config.currency.symbol}) is ${whose('currency')}: --currency <code>`);

  // A chosen preset is the new brand's whole layout: the source's own layout changes stay behind.
  const layout = config as unknown as { layout?: { preset?: string } };
  if (brand.preset) {
    layout.layout = { preset: brand.preset };
    chosen.push(`layout.preset ${brand.preset}: its lobby, cards and navigation (core/config/presets/${brand.preset}.json)`);
  } else
    kept.push(
      `layout preset ${layout.layout?.preset ?? 'classic'} is ${layout.layout ? whose('layout' as keyof SourceConfig) : 'the default'}: --preset <name>`,
    );

  const staging = await mkdtemp(join(dir, `.new-${code}-`));
  try {
    const sourceAssets = join(dir, 'assets', from);
    if (existsSync(sourceAssets)) {
      const assets = join(staging, 'assets', code);
      await cp(sourceAssets, assets, { recursive: true, errorOnExist: true, force: false });
      const initial = { from: original.brand.name[0]!, to: name[0]! };
      const brandMarks = new Set([original.brand.logo, original.brand.favicon].map((path) => path.replace(`assets/${from}/`, '')));
      const rewritten: string[] = [];
      for (const file of await readdir(assets, { recursive: true })) {
        if (extname(file).toLowerCase() !== '.svg') {
          if (extname(file)) rewritten.push(file);
          continue;
        }
        let svg = rewrite(await readFile(join(assets, file), 'utf8'));
        if (brandMarks.has(file)) svg = svg.replaceAll(`>${initial.from}</text>`, `>${initial.to}</text>`);
        await writeFile(join(assets, file), svg);
      }
      todo.unshift(
        `the banner images in tenants/assets/${code}/ are ${from}'s promotions with the name replaced: replace them with the brand's own`,
        ...(rewritten.length
          ? [`these copied files could not be rewritten and may show ${original.brand.name}: ${rewritten.join(', ')}`]
          : []),
      );
    }
    if (brand.logo) {
      // The copied artwork goes: a logo of another type would leave it behind, unused.
      await rm(join(staging, config.brand.logo), { force: true });
      config.brand.logo = `assets/${code}/logo${brand.logo.ext}`;
      await mkdir(join(staging, 'assets', code), { recursive: true });
      await cp(brand.logo.path, join(staging, config.brand.logo));
      kept.push(`brand.favicon is ${from}'s artwork with the new initial: replace ${config.brand.favicon}`);
    } else
      kept.push(
        `brand.logo and brand.favicon are ${from}'s artwork with the new initial: --logo <file>, and replace ${config.brand.favicon}`,
      );

    const staged = join(staging, `${code}.json`);
    const file = base
      ? { $schema: SCHEMA_PATH, extends: [family], ...(diffPatch(base, config) as JsonObject) }
      : { $schema: SCHEMA_PATH, ...config };
    await writeFile(staged, `${JSON.stringify(file, null, 2)}\n`, { flag: 'wx' });
    const { problems } = await loadTenantFile(staged, new Map(), layersDirOf(target));
    if (problems.length) throw new NewTenantInvalid(problems.map((p) => ({ ...p, file: target })));
    if (existsSync(join(staging, 'assets', code))) {
      await mkdir(join(dir, 'assets'), { recursive: true });
      await rename(join(staging, 'assets', code), join(dir, 'assets', code));
    }
    await rename(staged, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { file: target, kept, todo, chosen };
}

/** What a brand file's `$schema` says, for editors. */
const SCHEMA_PATH = '../schemas/tenant.schema.json';

/** A brand file's content merged with its layers, keys in the schema's order; throws when the layers do not merge. */
async function mergedConfig(content: unknown, path: string): Promise<JsonObject> {
  const result = await mergeLayers(content, path, path, (p) => p);
  if ('problems' in result) throw new NewTenantInvalid(result.problems);
  // Without its layout preset's values: the new brand names the preset (layout.preset) and takes them from it.
  let config: unknown = {};
  for (const layer of result.merged.layers) if (!layer.name.startsWith(PRESET_LAYER)) config = mergePatch(config, layer.patch);
  config = mergePatch(config, withoutFileKeys(content as JsonObject));
  return inSchemaOrder(await loadTenantSchema(), config) as JsonObject;
}

/** The parts of a source config `site new` reads and changes. */
interface SourceConfig {
  merchantCode: string;
  brand: { name: string; logo: string; favicon: string; theme: Record<string, string> & { primary: string; onPrimary: string } };
  site: Record<string, unknown>;
  languages: { default: string; offered: string[] };
  currency: { code: string; symbol: string; decimals?: number };
  content: { helpCenter: Record<string, Array<{ markdown: string }>>; seo?: Record<string, unknown> };
  legal: { licence: { text: Record<string, string | undefined> } };
}

/** Says at the top of every copied help article that it is another merchant's text, so no one publishes it unread. */
function markHelpCopied(helpCenter: SourceConfig['content']['helpCenter']): void {
  for (const articles of Object.values(helpCenter))
    for (const article of articles)
      article.markdown = `> **Copied from another merchant's help centre: rewrite this article for this brand before going live.**\n\n${article.markdown}`;
}

/**
 * Offers the given languages, the first as default. Texts in languages no longer offered are
 * dropped; a default language without SEO text or help articles, and any language without the
 * licence statement, gets the source default's, to translate.
 */
function setLanguages(config: SourceConfig, languages: string[], todo: string[]): void {
  const before = config.languages.default;
  const lead = languages[0]!;
  config.languages = { default: lead, offered: languages };
  for (const key of ['seo', 'helpCenter'] as const) {
    const texts: Record<string, unknown> | undefined = config.content[key];
    if (!texts) continue;
    const fallback = texts[before];
    for (const lang of Object.keys(texts)) if (!languages.includes(lang)) delete texts[lang];
    if (texts[lead] === undefined && fallback !== undefined) {
      texts[lead] = fallback;
      todo.push(`content.${key}.${lead} is the ${before} text: translate it`);
    }
  }
  // A licensed jurisdiction wants the licence statement in every offered language (validate's
  // jurisdiction checks): a language without one gets the source default's, to translate.
  const licence = config.legal.licence.text;
  const statement = licence[before] ?? Object.values(licence).find((text) => text !== undefined);
  for (const lang of languages) {
    if (licence[lang] !== undefined || statement === undefined) continue;
    licence[lang] = statement;
    todo.push(`legal.licence.text.${lang} is the ${before} text: translate it`);
  }
}

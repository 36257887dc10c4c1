import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { ResolvedTenantConfig } from './generated/resolved-tenant-config.ts';
import { parseJson } from './json-source.ts';
import { inSchemaOrder } from './key-order.ts';
import type { JsonObject } from './merge-patch.ts';
import { loadTenantSchema } from './schema.ts';
import { type LayerCache, locateProblems, type Merged, mergeLayers } from './layers.ts';
import { checkSemantics } from './semantic.ts';
import { tenantsDir } from './paths.ts';
import { problem, type Problem } from './problems.ts';
import { validateAgainstSchema } from './validate-schema.ts';
import { didYouMean } from './suggest.ts';

/** A validated merchant config and where it came from. */
export interface LoadedTenant {
  /** The config file, as shown to the operator. */
  file: string;
  /** The folder its asset paths are relative to. */
  dir: string;
  config: ResolvedTenantConfig;
  /** The config as its layers and brand file merged it, before schema defaults; the layers it used, and who set what. */
  merged: Merged;
  /** sha256 of the brand file's bytes (its layers carry their own). */
  sha256: string;
}

export interface LoadResult {
  tenants: LoadedTenant[];
  problems: Problem[];
}

/** Shows a path relative to the working directory when it is inside it. */
export function displayPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/**
 * Reads, parses, merges with its layers (core/config/layers.ts), validates and checks one tenant
 * file; every problem is reported, none thrown, each in the file its value came from. Its layers
 * are read from layers/ beside it unless `layersDir` says (a staged file checked before it moves).
 */
export async function loadTenantFile(path: string, layers: LayerCache = new Map(), layersDir?: string): Promise<LoadResult> {
  const file = displayPath(path);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    return {
      tenants: [],
      problems: [
        { file, pointer: '', message: `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` },
      ],
    };
  }
  return checkTenantText(text, path, layers, layersDir);
}

/**
 * What loadTenantFile makes of a brand file's text, read or not yet written (the studio checks an
 * edit before it saves it): `path` is where the file is or will be, for its name, its layers and
 * its assets.
 */
export async function checkTenantText(text: string, path: string, layers: LayerCache = new Map(), layersDir?: string): Promise<LoadResult> {
  const file = displayPath(path);
  const parsed = parseJson(text, file);
  if ('problem' in parsed) return { tenants: [], problems: [parsed.problem] };
  const layered = await mergeLayers(parsed.value, file, resolve(path), displayPath, layers, layersDir);
  if ('problems' in layered) return { tenants: [], problems: layered.problems };
  const merged = { ...layered.merged, config: inSchemaOrder(await loadTenantSchema(), layered.merged.config) as JsonObject };
  const { resolved, problems } = await validateAgainstSchema(merged.config, file);
  const dir = dirname(path);
  if (problems.length)
    return {
      tenants: [],
      problems: locateProblems([...problems, ...checksBesideSchemaProblems(resolved, problems, file, dir)], merged, file),
    };
  const config = resolved as ResolvedTenantConfig;
  const semantic = checkSemantics(config, file, dir);
  return semantic.length
    ? { tenants: [], problems: locateProblems(semantic, merged, file) }
    : { tenants: [{ file, dir, config, merged, sha256: createHash('sha256').update(text).digest('hex') }], problems: [] };
}

/** The top-level key a problem is about ("" for the whole document); a missing key is its own. */
function sectionOf(p: Problem): string {
  const missing = p.pointer === '' ? /^missing required key "(.+)"$/.exec(p.message)?.[1] : undefined;
  return missing ?? p.pointer.split('/')[1] ?? '';
}

/**
 * The semantic checks of a config with schema problems, so one run reports all it can: those about
 * top-level sections the schema found sound (checks of a refused section would misread it or
 * repeat its problem), then a line saying that the rest follow once the schema problems are fixed.
 */
function checksBesideSchemaProblems(resolved: unknown, schemaProblems: readonly Problem[], file: string, dir: string): Problem[] {
  const broken = new Set(schemaProblems.map(sectionOf));
  const later = problem(
    file,
    '',
    'more checks (asset files, colour contrast, references between fields) run once the problems above are fixed',
  );
  try {
    const semantic = checkSemantics(resolved as ResolvedTenantConfig, file, dir);
    return [...(broken.has('') ? [] : semantic.filter((p) => !broken.has(sectionOf(p)))), later];
  } catch {
    // Too broken to check at all (a section missing that every check reads).
    return [later];
  }
}

/** Loads several tenant files and checks that their merchant codes are unique. */
export async function loadTenants(paths: readonly string[]): Promise<LoadResult> {
  const layers: LayerCache = new Map();
  const results = await Promise.all(paths.map((p) => loadTenantFile(p, layers)));
  const tenants = results.flatMap((r) => r.tenants);
  const problems = results.flatMap((r) => r.problems);
  const byCode = new Map<string, string>();
  for (const tenant of tenants) {
    const other = byCode.get(tenant.config.merchantCode);
    if (other) {
      problems.push({
        file: tenant.file,
        pointer: '/merchantCode',
        message: `merchant code "${tenant.config.merchantCode}" is already used by ${other}`,
        hint: 'every merchant needs its own code',
      });
    }
    byCode.set(tenant.config.merchantCode, tenant.file);
  }
  return { tenants: problems.length ? [] : tenants, problems };
}

/** Every tenant config in a folder (default tenants/), sorted by name. */
export async function listTenantFiles(dir: string = tenantsDir): Promise<string[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => join(dir, n));
}

/** Thrown for a target that names no tenant: a usage error, not an invalid config. */
export class UnknownTargetError extends Error {}

/**
 * Turns CLI targets into config file paths: a merchant name (tenants/<name>.json) or a path to
 * a .json file. Unknown names get a "did you mean".
 */
export async function resolveTargets(targets: readonly string[], all: boolean, dir: string = tenantsDir): Promise<string[]> {
  const known = await listTenantFiles(dir);
  if (all) return known;
  return targets.map((target) => {
    if (target.endsWith('.json') || target.includes('/')) {
      const path = resolve(target);
      if (!existsSync(path)) throw new UnknownTargetError(`no such file: ${target}`);
      return path;
    }
    const path = join(dir, `${target}.json`);
    if (existsSync(path)) return path;
    const names = known.map((p) => basename(p, '.json'));
    const guess = didYouMean(target, names);
    throw new UnknownTargetError(
      `no merchant "${target}" in ${displayPath(dir)}/${guess ? ` (did you mean "${guess}"?)` : names.length ? ` (known: ${names.join(', ')})` : ''}`,
    );
  });
}

import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isLayerName, LAYERS_FOLDER, mergeLayers, withoutFileKeys } from '../../core/config/layers.ts';
import { displayPath, loadTenants, resolveTargets } from '../../core/config/load.ts';
import { isObject, type JsonObject } from '../../core/config/merge-patch.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { loadTenantSchema } from '../../core/config/schema.ts';
import { readBrandFiles, writeJsonFile } from '../lib/brand-files.ts';
import { liftShared } from '../lib/lift.ts';
import { type SiteCommand, UsageError } from './command.ts';

/** `site lift <layer> <merchant>...`: moves what the brands share into a new layer they extend. */
export const liftCommand: SiteCommand = {
  name: 'lift',
  summary: 'move the values brands share into a new layer they all extend; every merged config stays byte-identical',
  configure: (command) =>
    command
      .argument('<layer>', 'the new layer: a name under tenants/layers/ without .json (families/ph)')
      .argument('<merchants...>', 'two or more brands, by name or config path'),
  async run([layer, merchants], _options, out) {
    const name = layer as string;
    if (!isLayerName(name))
      throw new UsageError(`"${name}" is not a layer name: lower-case words, folders with / (families/ph), no .json, no ".."`);
    const files = await resolveTargets(merchants as string[], false);
    if (new Set(files).size < 2) throw new UsageError('name at least two brands to lift what they share');
    const dirs = new Set(files.map((f) => dirname(f)));
    if (dirs.size > 1) throw new UsageError('the brands must be in one folder, whose layers/ the new layer goes into');
    const layerPath = join([...dirs][0]!, LAYERS_FOLDER, `${name}.json`);
    if (existsSync(layerPath)) throw new UsageError(`${displayPath(layerPath)} already exists: choose another name`);

    const checked = await loadTenants(files);
    if (checked.problems.length) {
      out.warn(`${formatProblems(checked.problems)}\n\nnothing was written: fix these configs first`);
      out.result({ problems: checked.problems });
      return 1;
    }
    const brands = await readBrandFiles(files);
    const inputs = await Promise.all(
      brands.map(async (brand) => {
        const content = brand.content!;
        const layersOnly = await mergeLayers({ extends: content['extends'] ?? [] }, brand.file, brand.path, displayPath);
        if ('problems' in layersOnly) throw new Error(formatProblems(layersOnly.problems));
        return { own: withoutFileKeys(content), before: layersOnly.merged.config };
      }),
    );
    const { layer: shared, rests } = liftShared(inputs, await loadTenantSchema());
    const lifted = Object.keys(shared).length ? leafCount(shared) : 0;
    if (lifted === 0) {
      out.line('these brands share no value that can be lifted: nothing was written');
      out.result({ layer: name, lifted: 0 });
      return 0;
    }
    // Brands that extend the same layers hand them to the new one; otherwise it goes last in each list.
    const chains = brands.map((b) => JSON.stringify(b.content!['extends'] ?? []));
    const oneChain = new Set(chains).size === 1;
    const inherited = oneChain ? ((brands[0]!.content!['extends'] as string[] | undefined) ?? []) : [];
    const layerContent = inherited.length ? { extends: inherited, ...shared } : shared;
    const rewritten = brands.map((brand, i) => {
      const extendsList = oneChain ? [name] : [...((brand.content!['extends'] as string[] | undefined) ?? []), name];
      return withExtends(brand.content!, extendsList, rests[i]!);
    });

    const before = checked.tenants.map((t) => JSON.stringify(t.merged.config));
    await writeJsonFile(layerPath, layerContent);
    await Promise.all(brands.map((brand, i) => writeJsonFile(brand.path, rewritten[i])));
    // The proof: every brand merges to the same bytes as before; if not, everything goes back.
    const after = await loadTenants(files);
    const same = after.problems.length === 0 && after.tenants.every((t, i) => JSON.stringify(t.merged.config) === before[i]);
    if (!same) {
      await Promise.all(brands.map((brand) => writeJsonFile(brand.path, brand.content)));
      await rm(layerPath, { force: true });
      throw new Error(`lifting changed a merged config, so it was undone: ${formatProblems(after.problems) || 'values differ'}`);
    }
    out.line(`created ${displayPath(layerPath)} with ${lifted} values ${brands.length} brands shared`);
    for (const [i, brand] of brands.entries())
      out.line(`  ${brand.file}: ${leafCount(withoutFileKeys(brand.content!))} → ${leafCount(rests[i]!)} values of its own`);
    out.line('every merged config is byte-identical to before (npm run site -- resolve <merchant> shows one)');
    out.result({ layer: name, file: displayPath(layerPath), lifted, brands: brands.map((b) => b.file) });
    return 0;
  },
};

/** A brand file's content with its extends set and its fields replaced, keeping $schema and key order. */
function withExtends(content: JsonObject, extendsList: string[], rest: JsonObject): JsonObject {
  const result: JsonObject = {};
  if (content['$schema'] !== undefined) result['$schema'] = content['$schema'];
  result['extends'] = extendsList;
  return { ...result, ...rest };
}

/** How many values (scalars, arrays, empty objects) a JSON object holds. */
function leafCount(value: unknown): number {
  if (!isObject(value)) return 1;
  const items = Object.values(value);
  return items.length === 0 ? 1 : items.reduce<number>((n, item) => n + leafCount(item), 0);
}

import { join } from 'node:path';
import { LAYERS_FOLDER, listLayerNames } from '../../core/config/layers.ts';
import { displayPath, listTenantFiles } from '../../core/config/load.ts';
import { tenantsDir } from '../../core/config/paths.ts';
import { formatProblems } from '../../core/config/problems.ts';
import { type BrandFile, readBrandFiles } from '../lib/brand-files.ts';
import { plural, type SiteCommand } from './command.ts';

/** One layer of the fleet: who extends it directly, and every brand its values reach. */
export interface LayerUse {
  name: string;
  file: string;
  /** Layers and brand files that name it in their extends. */
  extendedBy: string[];
  /** Merchant codes of the brands it reaches, through other layers too. */
  brands: string[];
}

/** Every layer in tenants/layers/ and what uses it, from the brands given (read, merged, not validated). */
export async function layerUses(brands: readonly BrandFile[], dir: string = tenantsDir): Promise<LayerUse[]> {
  const layersDir = join(dir, LAYERS_FOLDER);
  const uses = new Map<string, LayerUse>();
  for (const name of await listLayerNames(layersDir))
    uses.set(name, { name, file: displayPath(join(layersDir, `${name}.json`)), extendedBy: [], brands: [] });
  const add = (list: string[], item: string) => list.includes(item) || list.push(item);
  for (const brand of brands) {
    if (!brand.merged) continue;
    const code = String(brand.content?.['merchantCode'] ?? brand.file);
    for (const layer of brand.merged.layers) {
      const use = uses.get(layer.name);
      if (!use) continue;
      add(use.brands, code);
      for (const parent of layer.extends) {
        const extended = uses.get(parent);
        if (extended) add(extended.extendedBy, `layer ${layer.name}`);
      }
    }
    for (const name of (brand.content?.['extends'] as string[] | undefined) ?? []) {
      const use = uses.get(name);
      if (use) add(use.extendedBy, code);
    }
  }
  for (const use of uses.values()) use.brands.sort();
  return [...uses.values()];
}

/** `site layers`: every layer, what extends it, and the brands it reaches. */
export const layersCommand: SiteCommand = {
  name: 'layers',
  summary: 'list the config layers in tenants/layers/: what extends each one and the brands it reaches',
  configure: (command) => command,
  async run(_args, _options, out) {
    const brands = await readBrandFiles(await listTenantFiles());
    const uses = await layerUses(brands);
    const broken = brands.flatMap((b) => b.problems);
    out.result({ layers: uses, problems: broken });
    if (uses.length === 0) out.line(`no layers in ${displayPath(join(tenantsDir, LAYERS_FOLDER))}/`);
    for (const use of uses) {
      out.line(`${use.name}  (${use.file})`);
      out.line(`  extended by: ${use.extendedBy.join(', ') || 'nothing'}`);
      out.line(`  reaches ${plural(use.brands.length, 'brand')}${use.brands.length ? `: ${use.brands.join(', ')}` : ''}`);
    }
    if (broken.length) {
      out.warn(`\nthese brands' layers could not be merged, so what they use is not counted above:\n${formatProblems(broken)}`);
      return 1;
    }
    return 0;
  },
};

// Where the values of a brand's config come from, for the editor: the fields its layers (or its
// preset) set and the file leaves to them, and the fields the file overrides that a layer also
// sets, with the value the layers give them: what "Reset to <layer>" brings back.
import { type Merged, PRESET_LAYER } from '../../core/config/layers.ts';
import { isObject, mergePatch } from '../../core/config/merge-patch.ts';
import type { Json } from './app/src/api.ts';
import { valueAt } from './app/src/pointers.ts';

/** A value the brand file overrides: the layer that set it before, and its value there. */
interface Override {
  layer: string;
  value: unknown;
}

export interface Inheritance {
  /** Pointer → the layer that set it, where the file does not. */
  sources: Record<string, string>;
  /** Pointer → what the layers set there, where the file overrides it with a value of its own. */
  overrides: Record<string, Override>;
}

/**
 * The sources and overrides of a merged brand (or layer) config. `file` is the edited file as the
 * merge shows it; `named` names a layer file as the studio does (its path under tenants/). A
 * preset is named as the merge names it: `preset:casino`.
 */
export function inheritance(merged: Merged, file: string, named: (layerFile: string) => string): Inheritance {
  const names = new Map(merged.layers.map((l) => [l.file, l.name.startsWith(PRESET_LAYER) ? l.name : named(l.file)]));
  const name = (layerFile: string) => names.get(layerFile) ?? named(layerFile);
  const layersOnly = merged.layers.reduce<unknown>((config, layer) => mergePatch(config, layer.patch), {});
  const sources: Record<string, string> = {};
  const overrides: Record<string, Override> = {};
  for (const [pointer, files] of merged.writers) {
    const last = files.at(-1);
    if (!last) continue;
    if (last !== file) {
      sources[pointer] = name(last);
      continue;
    }
    // An object the file merges into a layer's is not overridden as a whole: its fields are, each.
    const before = files.filter((f) => f !== file).at(-1);
    const inherited = valueAt(layersOnly as Json, pointer);
    if (before && inherited !== undefined && !isObject(valueAt(merged.config as Json, pointer)))
      overrides[pointer] = { layer: name(before), value: inherited };
  }
  return { sources, overrides };
}

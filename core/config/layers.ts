// Config layers: a brand file names the layers it builds on (`"extends": ["defaults", "families/ph"]`,
// files under tenants/layers/), and its config is those layers and the brand merged by JSON Merge
// Patch (merge-patch.ts), in order, the brand last. A layer may extend layers of its own and may
// lock fields that the files after it must not set. Only the merged config is checked against the
// schema; every value keeps the file that set it, so a problem names the file it came from.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { parseJson } from './json-source.ts';
import { isObject, type JsonObject, mergePatch } from './merge-patch.ts';
import { presetsDir } from './paths.ts';
import { problem, type Problem } from './problems.ts';
import { didYouMean } from './suggest.ts';

/** The folder beside the brand files that holds the layers. */
export const LAYERS_FOLDER = 'layers';
/** Levels of layers below a brand at most: a brand's own layers are level 1. */
const MAX_LAYER_DEPTH = 4;
/** A layer's name: its path under tenants/layers/ without `.json`, in lower-case words. */
const LAYER_NAME = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;
/** Keys of a file that are about the file, not the config: never merged. */
const FILE_KEYS = ['$schema', 'extends', 'locked'];

/** One layer file as read. */
interface Layer {
  /** Its name, as brands write it in `extends`: "families/ph"; a preset's is "preset:casino". */
  name: string;
  /** Its path, as shown to the operator. */
  file: string;
  /** Its absolute path. */
  path: string;
  /** sha256 of its bytes: what a release records of it. */
  sha256: string;
  extends: string[];
  /** JSON pointers the files applied after this one may not set. */
  locked: string[];
  /** What it sets: its content without extends, locked and $schema. */
  patch: JsonObject;
}

/** A brand's config merged from its layers and itself. */
export interface Merged {
  /** The merged config, as a standalone brand file would hold it (no schema defaults filled in). */
  config: JsonObject;
  /** The layers applied, in order (the brand file after them). */
  layers: Layer[];
  /** For each JSON pointer written, the files that wrote it in order: the last one's value stands. */
  writers: Map<string, string[]>;
}

/** Layers read once per load of a fleet, by absolute path. */
export type LayerCache = Map<string, Promise<Layer | Problem>>;

/** The folder of layers for brand files in `tenantsDir`. */
export function layersDirOf(brandPath: string): string {
  return join(dirname(brandPath), LAYERS_FOLDER);
}

/** Every layer name under a layers folder, sorted. */
export async function listLayerNames(layersDir: string): Promise<string[]> {
  const entries = await readdir(layersDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) =>
      relative(layersDir, join(e.parentPath, e.name))
        .split(sep)
        .join('/')
        .replace(/\.json$/, ''),
    )
    .sort();
}

/** What to say of a layer name that names no file: the closest layer's name, or the layers there are (undefined: none). */
export async function otherLayers(name: string, layersDir: string): Promise<string | undefined> {
  const known = await listLayerNames(layersDir);
  const guess = didYouMean(name, known);
  return guess ? `did you mean "${guess}"?` : known.length ? `layers: ${known.join(', ')}` : undefined;
}

async function readLayer(name: string, layersDir: string, shown: (path: string) => string): Promise<Layer | Problem> {
  const path = join(layersDir, `${name}.json`);
  const file = shown(path);
  let bytes: Buffer;
  try {
    bytes = await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') return problem(file, '', `cannot read the layer: ${code ?? (error as Error).message}`);
    return problem(file, '', `no layer "${name}"`, (await otherLayers(name, layersDir)) ?? `add ${file}`);
  }
  const parsed = parseJson(bytes.toString('utf8'), file);
  if ('problem' in parsed) return parsed.problem;
  const value = parsed.value;
  if (!isObject(value))
    return problem(file, '', 'a layer must be a JSON object', 'write the fields the brands share: { "currency": { … } }');
  if (Object.hasOwn(value, 'merchantCode'))
    return problem(file, '/merchantCode', 'a layer cannot set merchantCode', 'every brand file sets its own merchantCode');
  const names = layerNames(value, file);
  if ('problem' in names) return names.problem;
  const locked = lockedPointers(value, file);
  if ('problem' in locked) return locked.problem;
  return {
    name,
    file,
    path,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    extends: names.names,
    locked: locked.pointers,
    patch: withoutFileKeys(value),
  };
}

const EXTENDS_HINT = 'a list of layer names, files under tenants/layers/ without .json: ["defaults", "families/ph"]';
const LOCKED_HINT = 'a list of JSON pointers to fields brands may not override: ["/legal", "/currency"]';

/** A file's `extends`: a list of layer names (none when absent). */
function layerNames(value: JsonObject, file: string): { names: string[] } | { problem: Problem } {
  const list = value['extends'];
  if (list === undefined) return { names: [] };
  if (!Array.isArray(list)) return { problem: problem(file, '/extends', 'extends must be a list of layer names', EXTENDS_HINT) };
  const bad = list.findIndex((name) => typeof name !== 'string' || !LAYER_NAME.test(name));
  if (bad >= 0) {
    const hint = `${EXTENDS_HINT}; lower-case letters, digits, - and _, folders with /, no ".." or absolute paths`;
    return { problem: problem(file, `/extends/${bad}`, `${JSON.stringify(list[bad])} is not a layer name`, hint) };
  }
  if (new Set(list).size !== list.length) return { problem: problem(file, '/extends', 'a layer is named twice in extends', EXTENDS_HINT) };
  return { names: list as string[] };
}

/** A layer's `locked`: JSON pointers to fields the files after it may not set. */
function lockedPointers(value: JsonObject, file: string): { pointers: string[] } | { problem: Problem } {
  const list = value['locked'];
  if (list === undefined) return { pointers: [] };
  if (!Array.isArray(list)) return { problem: problem(file, '/locked', 'locked must be a list of JSON pointers', LOCKED_HINT) };
  const bad = list.findIndex((pointer) => typeof pointer !== 'string' || !/^(\/[^/]+)+$/.test(pointer));
  if (bad >= 0)
    return { problem: problem(file, `/locked/${bad}`, `${JSON.stringify(list[bad])} is not a JSON pointer to a field`, LOCKED_HINT) };
  return { pointers: list as string[] };
}

/** Whether a string can name a layer (a path under tenants/layers/, without .json). */
export function isLayerName(name: string): boolean {
  return LAYER_NAME.test(name);
}

/** A file's content without the keys about the file itself ($schema, extends, locked). */
export function withoutFileKeys(value: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !FILE_KEYS.includes(key)));
}

/** Whether pointer `a` is `b` or inside it. */
function within(a: string, b: string): boolean {
  return a === b || a.startsWith(`${b}/`);
}

/**
 * Merges a brand file's content with the layers it extends. `brandFile` is the brand's path as
 * shown, `brandPath` its absolute path (its layers are in layers/ beside it, unless `layersDir`
 * says). Problems with the layers (missing, malformed, a cycle, too deep, a locked field set) come
 * back instead of a result.
 */
export async function mergeLayers(
  brand: unknown,
  brandFile: string,
  brandPath: string,
  shown: (path: string) => string,
  cache: LayerCache = new Map(),
  layersDir: string = layersDirOf(brandPath),
): Promise<{ merged: Merged } | { problems: Problem[] }> {
  if (!isObject(brand))
    return {
      problems: [problem(brandFile, '', 'a merchant config must be a JSON object', 'start from another merchant: npm run site -- new')],
    };
  const names = layerNames(brand, brandFile);
  if ('problem' in names) return { problems: [names.problem] };
  if (Object.hasOwn(brand, 'locked'))
    return {
      problems: [problem(brandFile, '/locked', 'only a layer can lock fields', 'move locked into the layer that sets those fields')],
    };
  const layers: Layer[] = [];
  const problems: Problem[] = [];

  const load = (name: string): Promise<Layer | Problem> => {
    const path = join(layersDir, `${name}.json`);
    const pending = cache.get(path) ?? readLayer(name, layersDir, shown);
    cache.set(path, pending);
    return pending;
  };
  // Depth first, each layer once, before the layers that extend it: a layer two families share is
  // applied once, first, and cannot undo what a later one set.
  const visit = async (list: string[], file: string, chain: string[]): Promise<void> => {
    for (const [i, name] of list.entries()) {
      const path = [...chain, name];
      if (chain.includes(name)) {
        problems.push(
          problem(file, `/extends/${i}`, `layers extend each other in a cycle: ${path.join(' → ')}`, 'remove one of these extends'),
        );
        continue;
      }
      if (path.length - 1 > MAX_LAYER_DEPTH) {
        problems.push(
          problem(
            file,
            `/extends/${i}`,
            `layers nest more than ${MAX_LAYER_DEPTH} levels deep: ${path.join(' → ')}`,
            'merge some of these layers into one',
          ),
        );
        continue;
      }
      const layer = await load(name);
      if (!('patch' in layer)) {
        problems.push(layer);
        continue;
      }
      await visit(layer.extends, layer.file, path);
      if (!layers.includes(layer)) layers.push(layer);
    }
  };
  await visit(names.names, brandFile, [brandFile]);
  if (problems.length) return { problems: dedupe(problems) };
  // The layout preset the brand and its layers name is applied beneath them all, first.
  const preset = await presetOf([...layers.map((l) => l.patch), withoutFileKeys(brand)], shown, cache);
  if (preset && 'message' in preset) return { problems: [preset] };
  if (preset) layers.unshift(preset);

  const writers = new Map<string, string[]>();
  const locks: Array<{ pointer: string; layer: Layer }> = [];
  let config: unknown = {};
  for (const { file, patch, layer } of [
    ...layers.map((l) => ({ file: l.file, patch: l.patch, layer: l })),
    { file: brandFile, patch: withoutFileKeys(brand), layer: undefined },
  ]) {
    config = mergePatch(config, patch, (kind, pointer, replacedObject) => {
      if (kind !== 'merge') {
        const lock = locks.find((l) => within(pointer, l.pointer) || within(l.pointer, pointer));
        if (lock)
          problems.push(
            problem(
              file,
              pointer,
              `${lock.pointer} is locked by layer ${lock.layer.name} (${lock.layer.file})`,
              `remove it from ${file}: the layer sets it for every brand that extends it`,
            ),
          );
        // What was set inside a replaced object is gone with it.
        if (replacedObject) for (const key of [...writers.keys()]) if (key.startsWith(`${pointer}/`)) writers.delete(key);
      }
      writers.set(pointer, [...(writers.get(pointer) ?? []), file]);
    });
    if (layer) locks.push(...layer.locked.map((pointer) => ({ pointer, layer })));
  }
  if (problems.length) return { problems };
  return { merged: { config: config as JsonObject, layers, writers } };
}

/** The prefix of a preset's layer name: "preset:casino" (never a layer file's name, which has no colon). */
export const PRESET_LAYER = 'preset:';
/** Keys a preset may not set: the preset is chosen by `layout.preset`, a brand sets its own code. */
const NOT_IN_PRESETS = ['/merchantCode', '/layout/preset', '/extends', '/locked'];

/**
 * The preset the merged files name in `layout.preset` (the last one that sets it wins; `null`
 * removes it), as a layer read from core/config/presets/<name>.json. None for no preset, or a name
 * with no file: the schema's enum then names the presets there are.
 */
async function presetOf(patches: JsonObject[], shown: (path: string) => string, cache: LayerCache): Promise<Layer | Problem | undefined> {
  let name: unknown;
  for (const patch of patches) {
    const layout = patch['layout'];
    if (layout === null) name = undefined;
    else if (isObject(layout) && Object.hasOwn(layout, 'preset')) name = layout['preset'];
  }
  if (typeof name !== 'string' || !/^[a-z][a-z0-9-]*$/.test(name)) return undefined;
  return readPreset(name, presetsDir, shown, cache);
}

/** One preset file as a layer (cached like the layers); undefined when there is no such preset. */
export async function readPreset(
  name: string,
  dir: string,
  shown: (path: string) => string,
  cache: LayerCache = new Map(),
): Promise<Layer | Problem | undefined> {
  const path = join(dir, `${name}.json`);
  const pending =
    cache.get(path) ??
    readFile(path).then(
      (bytes) => presetLayer(name, path, shown(path), bytes),
      (error: NodeJS.ErrnoException) =>
        error.code === 'ENOENT' ? undefined : problem(shown(path), '', `cannot read the preset: ${error.code ?? error.message}`),
    );
  cache.set(path, pending as Promise<Layer | Problem>);
  return pending;
}

function presetLayer(name: string, path: string, file: string, bytes: Buffer): Layer | Problem {
  const parsed = parseJson(bytes.toString('utf8'), file);
  if ('problem' in parsed) return parsed.problem;
  const value = parsed.value;
  if (!isObject(value))
    return problem(file, '', 'a preset must be a JSON object', 'write the fields it sets: { "layout": { "lobby": { … } } }');
  for (const pointer of NOT_IN_PRESETS) {
    const [first, second] = pointer.slice(1).split('/') as [string, string | undefined];
    const holder = second === undefined ? value : value[first];
    if (isObject(holder) && Object.hasOwn(holder, second ?? first))
      return problem(
        file,
        pointer,
        `a preset cannot set ${pointer}`,
        'a brand or a layer names its preset in layout.preset; remove it here',
      );
  }
  return {
    name: `${PRESET_LAYER}${name}`,
    file,
    path,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    extends: [],
    locked: [],
    patch: withoutFileKeys(value),
  };
}

/** The file that set the value at `pointer` (or the nearest value around it); the brand file when none did. */
export function writerOf(merged: Merged, pointer: string, brandFile: string): string {
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) {
    const files = merged.writers.get(at);
    if (files?.length) return files.at(-1)!;
  }
  return brandFile;
}

/**
 * Problems found in the merged config, each moved to the file its value came from: a bad value
 * set by a layer is that layer's problem, at the same pointer, with `via` naming the brand.
 */
export function locateProblems(problems: readonly Problem[], merged: Merged, brandFile: string): Problem[] {
  return problems.map((p) => {
    const file = writerOf(merged, p.pointer, brandFile);
    return file === brandFile ? p : { ...p, file, via: brandFile };
  });
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.file}\0${p.pointer}\0${p.message}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

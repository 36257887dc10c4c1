// `site lift`: what brands hold in common moves into a new layer they all extend, and out of their
// files, so that every brand's merged config stays the same to the byte, key order included: the
// schema fixes the order of the objects it declares (core/config/key-order.ts), and a map's keys
// come in the order they first appear along the layers.
import { childSchema, declaresKeys, inSchemaOrder } from '../../core/config/key-order.ts';
import { isObject, type JsonObject, mergePatch } from '../../core/config/merge-patch.ts';
import type { SchemaNode } from '../../core/config/schema.ts';

/** Keys that stay in every brand file. */
const BRAND_ONLY = new Set(['$schema', 'extends', 'merchantCode']);

/** One brand as lift sees it: its own file's fields and what its layers merge to before it. */
export interface LiftInput {
  /** The brand file's fields (without $schema and extends). */
  own: JsonObject;
  /** Its layers merged, without the brand: what the new layer is applied over. */
  before: JsonObject;
}

/** JSON text equality: values that print the same, key order included. */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The values every brand sets alike, as a merge patch: objects descended into, everything else
 * taken only when it is the same in every brand. In a map, a key that is new to a brand's merged
 * object (none of its layers has it) is taken only while the taken keys stay the first of the
 * brand's new keys, in one order for all brands: applied before the brand, the layer then adds
 * them where the brand did.
 */
function common(
  owns: readonly JsonObject[],
  befores: ReadonlyArray<JsonObject | undefined>,
  node: SchemaNode | undefined,
  root: boolean,
): JsonObject {
  const candidates = new Map<string, unknown>();
  for (const key of Object.keys(owns[0]!)) {
    if (root && BRAND_ONLY.has(key)) continue;
    const values = owns.map((own) => own[key]);
    if (!owns.every((own) => Object.hasOwn(own, key))) continue;
    if (values.every(isObject)) {
      const sub = common(
        values,
        befores.map((before) => (isObject(before?.[key]) ? before[key] : undefined)),
        childSchema(node, key),
        false,
      );
      if (Object.keys(sub).length > 0 || values.every((v) => Object.keys(v).length === 0)) candidates.set(key, sub);
    } else if (values.every((value) => same(value, values[0]))) candidates.set(key, structuredClone(values[0]));
  }
  if (declaresKeys(node)) return Object.fromEntries(candidates);
  const isNew = (b: number, key: string) => !(befores[b] && Object.hasOwn(befores[b], key));
  const newKeys = owns.map((own, b) => Object.keys(own).filter((key) => isNew(b, key)));
  const next = owns.map(() => 0);
  const taken: JsonObject = {};
  for (let progress = true; progress; ) {
    progress = false;
    for (const [key, value] of candidates) {
      if (Object.hasOwn(taken, key) || !owns.every((_, b) => !isNew(b, key) || newKeys[b]![next[b]!] === key)) continue;
      taken[key] = value;
      owns.forEach((_, b) => {
        if (isNew(b, key)) next[b]!++;
      });
      progress = true;
      break;
    }
  }
  return taken;
}

/** `own` without what `lifted` took from it; an object emptied by it goes (the layer makes it). */
function subtract(own: JsonObject, lifted: JsonObject): JsonObject {
  const rest: JsonObject = {};
  for (const [key, value] of Object.entries(own)) {
    if (!Object.hasOwn(lifted, key)) rest[key] = value;
    else if (isObject(value) && isObject(lifted[key])) {
      const inner = subtract(value, lifted[key]);
      if (Object.keys(inner).length > 0) rest[key] = inner;
    }
  }
  return rest;
}

/**
 * Splits brands into the layer of what they share and each brand's rest. Throws if a brand's
 * merged config would change (key order included): a guard, which the rules above should make
 * unreachable.
 */
export function liftShared(brands: readonly LiftInput[], schema: SchemaNode): { layer: JsonObject; rests: JsonObject[] } {
  const layer = common(
    brands.map((b) => b.own),
    brands.map((b) => b.before),
    schema,
    true,
  );
  const rests = brands.map((b) => subtract(b.own, layer));
  const merged = (value: unknown) => JSON.stringify(inSchemaOrder(schema, value));
  brands.forEach((brand, i) => {
    const then = merged(mergePatch(brand.before, brand.own));
    const now = merged(mergePatch(mergePatch(brand.before, layer), rests[i]));
    if (then !== now) throw new Error(`lifting would change brand ${i + 1}'s merged config: nothing was written`);
  });
  return { layer, rests };
}

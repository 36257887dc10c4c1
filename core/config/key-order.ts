// The order of a merged config's keys. Layers set fields in any order, and a merged object lists
// its keys as they first appear along the layers; so that a config means the same bytes whichever
// file set each field (what `site lift` relies on, and what release hashes see), the keys of
// every object the schema declares follow the schema's order. A map (a schema's
// additionalProperties, such as texts by language) keeps its own order: its first entry can matter.
import { isObject, type JsonObject } from './merge-patch.ts';
import type { SchemaNode } from './schema.ts';

/** Whether a schema node declares its object's keys (rather than describing a map of any keys). */
export function declaresKeys(node: SchemaNode | undefined): boolean {
  return isObject(node?.['properties']);
}

/** The schema node of a key in an object described by `node`: its property, or the map's value schema. */
export function childSchema(node: SchemaNode | undefined, key: string): SchemaNode | undefined {
  const properties = node?.['properties'];
  if (isObject(properties) && isObject(properties[key])) return properties[key] as SchemaNode;
  const additional = node?.['additionalProperties'];
  return isObject(additional) ? (additional as SchemaNode) : undefined;
}

/** `value` with the keys of every object the schema declares in the schema's order (a new value). */
export function inSchemaOrder(node: SchemaNode | undefined, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = isObject(node?.['items']) ? (node['items'] as SchemaNode) : undefined;
    return value.map((item) => inSchemaOrder(items, item));
  }
  if (!isObject(value)) return value;
  const keys = Object.keys(value);
  if (declaresKeys(node)) {
    const declared = Object.keys(node!['properties'] as JsonObject);
    keys.sort((a, b) => rank(declared, a) - rank(declared, b));
  }
  return Object.fromEntries(keys.map((key) => [key, inSchemaOrder(childSchema(node, key), value[key])]));
}

/** A key's place in the declared order; undeclared keys (which the schema refuses) go last, as they came. */
function rank(declared: readonly string[], key: string): number {
  const i = declared.indexOf(key);
  return i < 0 ? declared.length : i;
}

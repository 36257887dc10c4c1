// JSON Merge Patch (RFC 7396), the rule config layers are merged by: objects merge key by key,
// arrays and scalars replace, `null` removes the key. Its inverse (the patch that turns one
// document into another) is what `site lift` and `site new --family` write.
import { pointerOf } from './problems.ts';

/** A JSON object (not an array, not null). */
export type JsonObject = { [key: string]: unknown };

/** Whether a JSON value is an object that merges key by key (arrays and null replace). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether two JSON values are equal, key order of objects aside. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((item, i) => deepEqual(item, b[i]));
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && deepEqual(a[key], b[key]));
}

/**
 * Where a patch writes, as it is applied: `set` for a value that replaces what was there (a scalar,
 * an array, or an object where there was none and the object is empty), `remove` for a `null`,
 * `merge` for an object merged into what was there. `pointer` is the JSON pointer in the patch, which is also its place in the result.
 */
export type PatchVisit = (kind: 'set' | 'remove' | 'merge', pointer: string, replacedObject: boolean) => void;

/**
 * Applies `patch` to `target` by RFC 7396 and returns the result; neither input is changed. A key
 * new to an object is added after the keys it already has, in the patch's order.
 */
export function mergePatch(target: unknown, patch: unknown, visit?: PatchVisit): unknown {
  return apply(target, patch, [], visit);
}

function apply(target: unknown, patch: unknown, path: string[], visit: PatchVisit | undefined): unknown {
  if (!isObject(patch)) return structuredClone(patch);
  const result: JsonObject = isObject(target) ? { ...target } : {};
  for (const [key, value] of Object.entries(patch)) {
    const at = [...path, key];
    const wasObject = isObject(result[key]);
    if (value === null) {
      visit?.('remove', pointerOf(...at), wasObject);
      delete result[key];
    } else if (isObject(value) && (Object.keys(value).length > 0 || wasObject)) {
      visit?.('merge', pointerOf(...at), false);
      result[key] = apply(result[key], value, at, visit);
    } else {
      visit?.('set', pointerOf(...at), wasObject);
      result[key] = apply(result[key], value, at, undefined);
    }
  }
  return result;
}

/**
 * The merge patch that turns `from` into `to` (`mergePatch(from, diffPatch(from, to))` equals `to`),
 * or undefined when they are equal: only what differs, objects descended into, arrays whole.
 */
export function diffPatch(from: unknown, to: unknown): unknown {
  if (deepEqual(from, to)) return undefined;
  if (!isObject(from) || !isObject(to)) return structuredClone(to);
  const patch: JsonObject = {};
  for (const key of Object.keys(from)) if (!Object.hasOwn(to, key)) patch[key] = null;
  for (const [key, value] of Object.entries(to)) {
    // An empty object in `to` where `from` has something else must be written as a whole.
    const part = Object.hasOwn(from, key) ? diffPatch(from[key], value) : structuredClone(value);
    if (part !== undefined) patch[key] = part;
  }
  return patch;
}

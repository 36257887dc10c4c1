// A brand file written back as the repository keeps it: the keys it had stay where they were, a new
// key takes its place in the schema's order among them, 2 spaces, a final newline; so that a git
// diff of a save shows only what the operator changed.
import { createHash } from 'node:crypto';
import { childSchema, declaresKeys } from '../../core/config/key-order.ts';
import { isObject, type JsonObject } from '../../core/config/merge-patch.ts';
import type { SchemaNode } from '../../core/config/schema.ts';

/** sha256 of a file's bytes: what the studio's client sends back to say which version it edited. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** `edited` with the key order of `original` where it has one, new keys placed by the schema. */
export function keepKeyOrder(original: unknown, edited: unknown, node: SchemaNode | undefined): unknown {
  if (Array.isArray(edited)) {
    const items = isObject(node?.['items']) ? (node['items'] as SchemaNode) : undefined;
    return edited.map((item, i) => keepKeyOrder(Array.isArray(original) ? original[i] : undefined, item, items));
  }
  if (!isObject(edited)) return edited;
  const before = isObject(original) ? Object.keys(original) : [];
  const declared = declaresKeys(node) ? Object.keys(node!['properties'] as JsonObject) : [];
  const keys = before.filter((key) => Object.hasOwn(edited, key) && edited[key] !== undefined);
  for (const key of Object.keys(edited)) {
    if (keys.includes(key) || edited[key] === undefined) continue;
    // Before the first kept key that the schema declares after it; else at the end.
    const rank = declared.indexOf(key);
    const at = rank < 0 ? -1 : keys.findIndex((k) => declared.indexOf(k) > rank);
    keys.splice(at < 0 ? keys.length : at, 0, key);
  }
  const was = isObject(original) ? original : {};
  return Object.fromEntries(keys.map((key) => [key, keepKeyOrder(was[key], edited[key], childSchema(node, key))]));
}

/** The file's text: JSON with 2 spaces and a final newline, keys in the order keepKeyOrder gives. */
export function formatBrandFile(original: unknown, edited: unknown, schema: SchemaNode): string {
  return `${JSON.stringify(keepKeyOrder(original, edited, schema), null, 2)}\n`;
}

/** JSON pointers of the values that differ between two versions of a file (the innermost that do). */
export function changedPointers(before: unknown, after: unknown, at = ''): string[] {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedPointers(before[key], after[key], `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return before.flatMap((item, i) => changedPointers(item, after[i], `${at}/${i}`));
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [at || '/'];
}

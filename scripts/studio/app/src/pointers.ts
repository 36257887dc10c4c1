// JSON pointers between the server's problems and rjsf's fields. The forms' field ids are pointers
// too: idPrefix "" and idSeparator "/" make the id of brand.theme.primary "root/theme/primary" in
// the brand section's form.
import type { ErrorSchema } from '@rjsf/utils';
import type { Json, JsonObject, StudioProblem } from './api.ts';

/** The id prefix of every section form's root. */
export const ROOT_ID = 'root';

/** The config pointer of a field of the section `section` from its rjsf id. */
export function pointerOfId(section: string, id: string): string {
  const rest = id.startsWith(ROOT_ID) ? id.slice(ROOT_ID.length) : id;
  return `/${section}${rest}`;
}

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The value at a pointer, undefined when there is none. */
export function valueAt(value: Json | undefined, pointer: string): Json | undefined {
  let at: Json | undefined = value;
  for (const key of segments(pointer)) {
    if (at === null || typeof at !== 'object') return undefined;
    at = Array.isArray(at) ? at[Number(key)] : (at as JsonObject)[key];
  }
  return at;
}

/**
 * `value` without the value at `pointer` (a key of an object), and without the objects that leave
 * empty: what resetting a field to its layer leaves of the file. The rest is kept as it was, key order too.
 */
export function withoutValue(value: JsonObject, pointer: string): JsonObject {
  const [key, ...rest] = segments(pointer);
  if (key === undefined || !Object.hasOwn(value, key)) return value;
  const { [key]: child, ...others } = value;
  if (rest.length === 0) return others;
  if (child === null || typeof child !== 'object' || Array.isArray(child)) return value;
  const inner = withoutValue(child, `/${rest.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/')}`);
  if (inner === child) return value;
  return Object.keys(inner).length ? { ...value, [key]: inner } : others;
}

/** The layer that set the value at `pointer` (or the nearest value around it), when a layer did. */
export function sourceOf(sources: Record<string, string>, pointer: string): string | undefined {
  for (let at = pointer; at !== ''; at = at.slice(0, at.lastIndexOf('/'))) if (sources[at]) return sources[at];
  return undefined;
}

/**
 * The problems of one section as rjsf's ErrorSchema (shown on their fields), those that `shown`
 * lets through. A problem about the section as a whole sits on its root.
 */
export function errorSchema(section: string, problems: readonly StudioProblem[], shown: (pointer: string) => boolean): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    const parts = segments(p.pointer);
    if (parts[0] !== section || !shown(p.pointer)) continue;
    let at = root;
    for (const key of parts.slice(1)) {
      at[key] ??= {};
      at = at[key] as Record<string, unknown>;
    }
    at['__errors'] ??= [];
    (at['__errors'] as string[]).push(`${p.message}${p.source ? ` (set in ${p.source})` : ''}${p.hint ? `. ${p.hint}` : ''}`);
  }
  return root as ErrorSchema;
}

/** The section (top-level key) a problem is about; "" for the whole file. */
export function sectionOf(pointer: string): string {
  return segments(pointer)[0] ?? '';
}

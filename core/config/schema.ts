import type { JSONSchema } from '@apidevtools/json-schema-ref-parser';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, relative, resolve } from 'node:path';
import { digest, keptJson } from '../node/kept.ts';
import { tenantSchemaPath } from './paths.ts';

const REF_PARSER_VERSION = (createRequire(import.meta.url)('@apidevtools/json-schema-ref-parser/package.json') as { version: string })
  .version;

/** A JSON Schema node as plain data. */
export type SchemaNode = { [key: string]: unknown };

let cached: Promise<SchemaNode> | undefined;

/**
 * The tenant schema with its parts inlined: one self-contained object that ajv, the type
 * generator and docs/config-reference.md all read, so they can never disagree.
 */
export function loadTenantSchema(): Promise<SchemaNode> {
  cached ??= bundleTenantSchema(tenantSchemaPath);
  return cached;
}

/**
 * A schema with its parts inlined (`keptIn`: where to keep it, `.skinforge/validators/` unless named).
 * Bundled once and kept (core/node/kept.ts) for the text of the files it is made of: a later process
 * reads it without loading the $ref parser and its YAML reader (30–40 ms of CPU a start). A part
 * shared by two places is then two equal objects, which nothing here tells apart.
 */
export async function bundleTenantSchema(path: string, keptIn?: string): Promise<SchemaNode> {
  const key = digest(JSON.stringify({ parser: REF_PARSER_VERSION, sources: await sources(path) }));
  return keptJson(
    'tenant-schema',
    key,
    async () => {
      const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
      const schema = (await $RefParser.dereference(path, {
        resolve: { http: false },
        dereference: { circular: false },
      })) as JSONSchema as SchemaNode;
      stripNestedSchemaKeywords(schema, true);
      return schema;
    },
    keptIn,
  );
}

/** The schema's file and every file its $refs reach: each one's path (from the schema's folder) and text. */
async function sources(path: string): Promise<Array<[string, string]>> {
  const texts = new Map<string, string>();
  const visit = async (file: string): Promise<void> => {
    if (texts.has(file)) return;
    const text = await readFile(file, 'utf8');
    texts.set(file, text);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return; // The parser says what is wrong with it, when the bundle is made.
    }
    for (const ref of fileRefs(json)) await visit(resolve(dirname(file), ref));
  };
  await visit(path);
  return [...texts].map(([file, text]): [string, string] => [relative(dirname(path), file), text]).sort(([a], [b]) => a.localeCompare(b));
}

/** The files a schema's $refs name (`common.schema.json#/$defs/url` → `common.schema.json`). */
function fileRefs(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) fileRefs(item, found);
  else if (typeof node === 'object' && node !== null)
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && !value.startsWith('#')) found.add(value.split('#')[0]!);
      else fileRefs(value, found);
    }
  return found;
}

/** Parts carry their own `$schema` for editors; once inlined only the root may keep it. */
function stripNestedSchemaKeywords(node: unknown, isRoot: boolean, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (!isRoot && !Array.isArray(node)) delete (node as SchemaNode)['$schema'];
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'properties') stripNestedSchemaKeywords(value, false, seen);
    // A `properties` map is keyed by field names (one of them may be "$schema"), not keywords.
    else for (const property of Object.values(value as SchemaNode)) stripNestedSchemaKeywords(property, false, seen);
  }
}

/** The values a union of enums allows (an anyOf whose every branch is an enum: the bottom bar's items), else undefined. */
export function unionEnum(node: SchemaNode): unknown[] | undefined {
  const branches = node['anyOf'];
  if (!Array.isArray(branches) || !branches.every((b: SchemaNode) => Array.isArray(b['enum']))) return undefined;
  return branches.flatMap((b: SchemaNode) => b['enum'] as unknown[]);
}

/**
 * A copy of a schema with each union of enums as the one enum it allows, for a form that draws an
 * enum as one list of choices (the studio's rjsf would draw a choice of branch, then the branch's).
 */
export function withUnionsAsEnums(schema: SchemaNode): SchemaNode {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const values = unionEnum(node as SchemaNode);
    const { anyOf: _union, ...rest } = node as SchemaNode;
    const out = Object.fromEntries(Object.entries(values ? rest : node).map(([key, value]) => [key, visit(value)]));
    return values ? { ...out, type: 'string', enum: values } : out;
  };
  return visit(schema) as SchemaNode;
}

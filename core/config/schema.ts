import $RefParser from '@apidevtools/json-schema-ref-parser';
import type { JSONSchema } from '@apidevtools/json-schema-ref-parser';
import { tenantSchemaPath } from './paths.ts';

/** A JSON Schema node as plain data. */
export type SchemaNode = { [key: string]: unknown };

let cached: Promise<SchemaNode> | undefined;

/**
 * The tenant schema with its parts inlined: one self-contained object that ajv, the type
 * generator and docs/config-reference.md all read, so they can never disagree.
 */
export function loadTenantSchema(): Promise<SchemaNode> {
  cached ??= bundle(tenantSchemaPath);
  return cached;
}

async function bundle(path: string): Promise<SchemaNode> {
  const schema = (await $RefParser.dereference(path, {
    resolve: { http: false },
    dereference: { circular: false },
  })) as JSONSchema as SchemaNode;
  stripNestedSchemaKeywords(schema, true);
  return schema;
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

import $RefParser from '@apidevtools/json-schema-ref-parser';
import type { JSONSchema } from '@apidevtools/json-schema-ref-parser';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config/paths.ts';

/** A JSON Schema node as plain data. */
export type SchemaNode = { [key: string]: unknown };

/** Where the call schemas live: one file per call plus common.json. */
export const gatewaySchemasDir = join(projectRoot, 'schemas', 'gateway');

/** How a call is reached, from the schema's x-call block. */
export interface CallMeta {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  aliases?: string[];
  token: boolean;
  encrypted?: boolean;
  /** The body is form-encoded (the platform's forgot-password by email). */
  form?: boolean;
}

/** One call schema with common.json inlined, so ajv and the type generator read one object. */
export async function loadCallSchema(file: string): Promise<SchemaNode> {
  const schema = (await $RefParser.dereference(join(gatewaySchemasDir, file), {
    resolve: { http: false },
    dereference: { circular: 'ignore' },
  })) as JSONSchema as SchemaNode;
  stripIds(schema, true);
  return schema;
}

/** Names of every call schema file (common.json excluded), sorted. */
export function listCallSchemaFiles(): string[] {
  return readdirSync(gatewaySchemasDir).filter((n) => n.endsWith('.json') && n !== 'common.json').sort();
}

/** Inlined parts keep their $schema/$id; only the root may. */
function stripIds(node: unknown, isRoot: boolean, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (!isRoot && !Array.isArray(node)) {
    delete (node as SchemaNode)['$schema'];
    delete (node as SchemaNode)['$id'];
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'properties') stripIds(value, false, seen);
    else for (const property of Object.values(value as SchemaNode)) stripIds(property, false, seen);
  }
}

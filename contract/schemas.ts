import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../core/config/paths.ts';

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
  /** The body is multipart/form-data: a file upload. */
  multipart?: boolean;
}

let loaded: Map<string, SchemaNode> | undefined;

/**
 * Every call schema in schemas/gateway/ (common.json aside) by file name, read once per process:
 * the generated types, the list of calls and the gateway's request checks all read them from here.
 * A call set here before they read it is one of theirs, as if its file were there (the gateway-call
 * guide's test adds a made-up call so, writing nothing).
 */
export function loadCallSchemas(): Map<string, SchemaNode> {
  loaded ??= new Map(
    readdirSync(gatewaySchemasDir)
      .filter((n) => n.endsWith('.json') && n !== 'common.json')
      .map((file) => [file, JSON.parse(readFileSync(join(gatewaySchemasDir, file), 'utf8')) as SchemaNode]),
  );
  return loaded;
}

/** Names of every call schema file (common.json excluded), sorted. */
export function listCallSchemaFiles(): string[] {
  return [...loadCallSchemas().keys()].sort();
}

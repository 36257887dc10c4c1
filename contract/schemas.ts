import { readdirSync } from 'node:fs';
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

/** Names of every call schema file (common.json excluded), sorted. */
export function listCallSchemaFiles(): string[] {
  return readdirSync(gatewaySchemasDir)
    .filter((n) => n.endsWith('.json') && n !== 'common.json')
    .sort();
}

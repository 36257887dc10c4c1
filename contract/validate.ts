import type { ErrorObject, Options, ValidateFunction } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keptValidator } from '../core/node/kept.ts';
import { gatewaySchemasDir, listCallSchemaFiles, loadCallSchemas, type CallMeta, type SchemaNode } from './schemas.ts';

/** One call as its schema file describes it. */
export interface CallSchema {
  file: string;
  meta: CallMeta;
  /** Validates (and, for queries, coerces and defaults) a request in place. */
  readonly request: ValidateFunction;
  /** Validates a response envelope (used by the contract tests). */
  readonly response: ValidateFunction;
}

let cache: Map<string, CallSchema> | undefined;

/** Bodies as they come; query strings carry only text, so "18" is coerced to 18 where the schema says integer. */
const BODY_OPTIONS = { strict: false, allErrors: false, useDefaults: true } as const;
const QUERY_OPTIONS = { ...BODY_OPTIONS, coerceTypes: true } as const;

/**
 * Every call's schema, its validators compiled on first use: compiling all ~130 of them up front
 * would cost a second and a half at every start. Each is compiled once and kept in
 * .skinforge/validators/ (core/node/kept.ts), so a later process loads it in a millisecond or two.
 */
export function callSchemas(): Map<string, CallSchema> {
  if (cache) return cache;
  const schemas = loadCallSchemas();
  const common = JSON.parse(readFileSync(join(gatewaySchemasDir, 'common.json'), 'utf8')) as SchemaNode;
  cache = new Map();
  for (const file of listCallSchemaFiles()) {
    const schema = schemas.get(file)!;
    const meta = schema['x-call'] as CallMeta;
    // What the call's validators refer to: its own file and common.json (every call's `$ref`s lead there).
    const refs = [common, schema];
    const validator = (part: 'request' | 'response', options: Options) =>
      keptValidator({
        name: `call-${file.replace(/\.json$/, '')}-${part}`,
        schema: { $ref: `${file}#/properties/${part}` },
        options,
        refs,
      });
    let request: ValidateFunction | undefined;
    let response: ValidateFunction | undefined;
    cache.set(file.replace(/\.json$/, ''), {
      file,
      meta,
      get request() {
        request ??= validator('request', meta.method === 'GET' ? QUERY_OPTIONS : BODY_OPTIONS);
        return request;
      },
      get response() {
        response ??= validator('response', BODY_OPTIONS);
        return response;
      },
    });
  }
  return cache;
}

/** The schema of the call a generated spec names (by method and path). */
export function callSchemaOf(spec: Pick<CallMeta, 'method' | 'path'>): CallSchema {
  for (const schema of callSchemas().values()) if (schema.meta.method === spec.method && schema.meta.path === spec.path) return schema;
  throw new Error(`no schema for call ${spec.method} ${spec.path}`);
}

/** One readable line for the first schema error: where, and what is wrong. */
export function describeErrors(errors: ErrorObject[] | null | undefined): string {
  const error = errors?.[0];
  if (!error) return 'the request is not valid';
  const where = error.instancePath ? error.instancePath.slice(1).replaceAll('/', '.') : 'request';
  if (error.keyword === 'additionalProperties') return `${where}: unknown field "${String(error.params['additionalProperty'])}"`;
  // A request that extends a common.json shape (allOf) closes itself with unevaluatedProperties.
  if (error.keyword === 'unevaluatedProperties') return `${where}: unknown field "${String(error.params['unevaluatedProperty'])}"`;
  return `${where}: ${error.message ?? 'is not valid'}`;
}

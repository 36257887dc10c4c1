import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gatewaySchemasDir, listCallSchemaFiles, loadCallSchemas, type CallMeta } from './schemas.ts';

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

/** Compiles every call schema once per process: requests are checked at the edge against them. */
export function callSchemas(): Map<string, CallSchema> {
  if (cache) return cache;
  const options = { strict: false, allErrors: false, useDefaults: true } as const;
  const body = new Ajv2020(options);
  // Query strings carry only text: coerce "18" to 18 where the schema says integer.
  const query = new Ajv2020({ ...options, coerceTypes: true });
  const common = JSON.parse(readFileSync(join(gatewaySchemasDir, 'common.json'), 'utf8')) as object;
  for (const ajv of [body, query]) ajv.addSchema(common);
  cache = new Map();
  for (const file of listCallSchemaFiles()) {
    const schema = loadCallSchemas().get(file)!;
    body.addSchema(schema);
    query.addSchema(schema);
    const meta = schema['x-call'] as CallMeta;
    // Compiled on first use: compiling all ~100 validators up front costs a second at every start.
    let request: ValidateFunction | undefined;
    let response: ValidateFunction | undefined;
    cache.set(file.replace(/\.json$/, ''), {
      file,
      meta,
      get request() {
        request ??= (meta.method === 'GET' ? query : body).compile({ $ref: `${file}#/properties/request` });
        return request;
      },
      get response() {
        response ??= body.compile({ $ref: `${file}#/properties/response` });
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

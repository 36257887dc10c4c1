import type { ErrorObject, ValidateFunction } from 'ajv';
import { keptValidator } from '../node/kept.ts';
import { problem, type Problem } from './problems.ts';
import { loadTenantSchema, type SchemaNode, unionEnum } from './schema.ts';
import { didYouMean } from './suggest.ts';

/** Every error (a config's problems all at once), defaults filled in, and the schema beside each error for its hint. */
export const TENANT_VALIDATOR_OPTIONS = { allErrors: true, strict: true, useDefaults: true, verbose: true } as const;

let compiled: Promise<ValidateFunction> | undefined;

function validator(): Promise<ValidateFunction> {
  // Compiled once and kept in .skinforge/validators/ (core/node/kept.ts): a command starts without compiling it.
  compiled ??= loadTenantSchema().then((schema) => keptValidator({ name: 'tenant', schema, options: TENANT_VALIDATOR_OPTIONS }));
  return compiled;
}

/**
 * Validates raw config data against the tenant schema. Returns the config with every schema
 * default filled in (a new object: the input is not touched) and the problems found.
 */
export async function validateAgainstSchema(data: unknown, file: string): Promise<{ resolved: unknown; problems: Problem[] }> {
  const validate = await validator();
  const resolved = structuredClone(data);
  validate(resolved);
  const errors = validate.errors ?? [];
  // A union of enums (the bottom bar: its own words or a game type) is one problem, not one per branch.
  const unions = errors.filter((e) => e.keyword === 'anyOf' && unionValues(e));
  const inUnion = (e: ErrorObject) =>
    unions.some((u) => e !== u && e.instancePath === u.instancePath && e.schemaPath.startsWith(`${u.schemaPath}/`));
  const problems = errors.filter((e) => !inUnion(e)).flatMap((e) => toProblem(e, file));
  return { resolved, problems: dedupe(problems) };
}

function toProblem(error: ErrorObject, file: string): Problem[] {
  const pointer = error.instancePath;
  const parent = (error.parentSchema ?? {}) as SchemaNode;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params['additionalProperty']);
      const known = Object.keys((parent['properties'] as SchemaNode | undefined) ?? {}).filter((k) => k !== '$schema');
      const guess = didYouMean(key, known);
      const hint = guess ? `did you mean "${guess}"?` : known.length ? `allowed keys here: ${known.join(', ')}` : 'remove it';
      return [problem(file, `${pointer}/${escapePointer(key)}`, `unknown key "${key}"`, hint)];
    }
    case 'required': {
      const key = String(params['missingProperty']);
      const property = ((parent['properties'] as SchemaNode | undefined)?.[key] ?? {}) as SchemaNode;
      return [problem(file, pointer, `missing required key "${key}"`, describe(property))];
    }
    case 'enum':
      return [notAllowed(file, pointer, error.data, params['allowedValues'] as unknown[])];
    case 'anyOf': {
      const values = unionValues(error);
      return [
        values ? notAllowed(file, pointer, error.data, values) : problem(file, pointer, error.message ?? error.keyword, describe(parent)),
      ];
    }
    case 'propertyNames':
      // ajv reports the offending name through the nested error that follows; this one only says "some name".
      return [];
    case 'pattern':
      return [problem(file, pointer, `${JSON.stringify(error.data)} does not have the expected form`, describe(parent))];
    case 'type':
      return [problem(file, pointer, `must be ${String(params['type'])}, not ${typeName(error.data)}`, describe(parent))];
    default:
      return [problem(file, pointer, error.message ?? error.keyword, describe(parent))];
  }
}

function notAllowed(file: string, pointer: string, data: unknown, values: unknown[]): Problem {
  const allowed = values.map(String);
  const guess = typeof data === 'string' ? didYouMean(data, allowed) : undefined;
  const hint = guess ? `did you mean "${guess}"? allowed: ${allowed.join(', ')}` : `allowed: ${allowed.join(', ')}`;
  return problem(file, pointer, `${JSON.stringify(data)} is not one of the allowed values`, hint);
}

/** The values an anyOf of enums allows (its schema, the branches), or undefined when a branch is not an enum. */
function unionValues(error: ErrorObject): unknown[] | undefined {
  return unionEnum({ anyOf: error.schema });
}

/** The schema's own words about a field: its description and first example. */
function describe(schema: SchemaNode): string | undefined {
  const description = typeof schema['description'] === 'string' ? schema['description'] : undefined;
  const examples = schema['examples'] as unknown[] | undefined;
  const example = examples?.length ? `example: ${JSON.stringify(examples[0])}` : undefined;
  return [description, example].filter(Boolean).join(' ') || undefined;
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function escapePointer(key: string): string {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\u0000${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

// What is made from the schemas once and kept on disk for every later process: an ajv validator
// as code, the tenant schema bundled with its $refs as JSON. Compiling the tenant schema costs about
// 0.35 s of CPU, more than the rest of a command's start, and every operator command, gateway and
// test process that reads a config compiles it; loading ajv's standalone code for it takes ~15 ms.
// The gateway's call validators are kept the same way (contract/validate.ts).
import type { AnySchemaObject, Options, ValidateFunction } from 'ajv';
import type { Ajv2020 } from 'ajv/dist/2020.js';
import type standaloneCodeOf from 'ajv/dist/standalone/index.js';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { projectRoot } from '../config/paths.ts';

const require = createRequire(import.meta.url);
const AJV_VERSION = (require('ajv/package.json') as { version: string }).version;

/** Where validators and bundles are kept unless a call names another folder (a test's own). */
const VALIDATORS_DIR = join(projectRoot, '.skinforge', 'validators');

export interface KeptValidatorSpec {
  /** The kept file's name starts with it; the file of an earlier schema of the same name is removed. */
  name: string;
  schema: AnySchemaObject;
  options: Options;
  /** Schemas `schema` refers to by their `$id` (their digest is taken once for each array). */
  refs?: readonly AnySchemaObject[];
  /** Where the code is kept (created when missing): `.skinforge/validators/` unless named. */
  dir?: string;
}

/**
 * The validator of `schema` (JSON Schema 2020-12) with `options`, from its kept code when the same
 * schema, references, options and ajv version were compiled before, else compiled and kept for the
 * next process. It behaves as `new Ajv2020(options).compile(schema)` does: the same errors, the same
 * defaults filled in. A kept file that cannot be read is compiled again; a folder that cannot be
 * written only costs the time.
 */
export function keptValidator({ name, schema, options, refs = [], dir = VALIDATORS_DIR }: KeptValidatorSpec): ValidateFunction {
  const key = digest(JSON.stringify({ ajv: AJV_VERSION, options, schema, refs: refsDigest(refs) }));
  const file = join(dir, `${name}-${key}.cjs`);
  try {
    const kept = require(file) as ValidateFunction & { default?: ValidateFunction };
    return kept.default ?? kept;
  } catch {
    // Not kept yet, or unreadable: compiled below.
  }
  const ajv = compiler(options, refs);
  const validate = ajv.compile(schema);
  // ajv's compiler (some 85 modules) is loaded only to compile: a process that finds its validators kept never loads it.
  const standaloneCode = (require('ajv/dist/standalone/index.js') as { default: typeof standaloneCodeOf }).default;
  keep(dir, name, file, standaloneCode(ajv, validate));
  return validate;
}

/**
 * `make()`'s value (JSON data), kept as `name` for `key` (a digest of everything it is made from):
 * read from the kept file when the same key was made before, else made and kept for the next
 * process. The value read is a copy: objects `make()` shared between two places are two.
 */
export async function keptJson<T>(name: string, key: string, make: () => Promise<T>, dir = VALIDATORS_DIR): Promise<T> {
  const file = join(dir, `${name}-${key}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    // Not kept yet, or unreadable: made below.
  }
  const value = await make();
  keep(dir, name, file, JSON.stringify(value));
  return value;
}

/** A short sha256 of `text`: the keys of kept files. */
export const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const refsDigests = new WeakMap<readonly AnySchemaObject[], string>();
function refsDigest(refs: readonly AnySchemaObject[]): string {
  const known = refsDigests.get(refs) ?? digest(JSON.stringify(refs));
  refsDigests.set(refs, known);
  return known;
}

/** One ajv for each array of references and options, made on the first compile there. */
const compilers = new WeakMap<readonly AnySchemaObject[], Map<string, Ajv2020>>();
function compiler(options: Options, refs: readonly AnySchemaObject[]): Ajv2020 {
  const byOptions = compilers.get(refs) ?? new Map<string, Ajv2020>();
  compilers.set(refs, byOptions);
  const optionsKey = JSON.stringify(options);
  let ajv = byOptions.get(optionsKey);
  if (!ajv) {
    const { Ajv2020: Compiler } = require('ajv/dist/2020.js') as { Ajv2020: typeof Ajv2020 };
    ajv = new Compiler({ ...options, code: { ...options.code, source: true } });
    for (const ref of refs) ajv.addSchema(ref);
    byOptions.set(optionsKey, ajv);
  }
  return ajv;
}

/** Writes the file whole or not at all (a process reading it meanwhile sees the old file or none), then drops other versions. */
function keep(dir: string, name: string, file: string, code: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, code);
    renameSync(partial, file);
    // Only this name's: "tenant" is not to remove "tenant-schema"'s.
    const version = new RegExp(`^${name.replace(/[^\w-]/g, '\\$&')}-[0-9a-f]{16}\\${extname(file)}$`);
    for (const other of readdirSync(dir)) if (version.test(other) && join(dir, other) !== file) rmSync(join(dir, other), { force: true });
  } catch {
    // A read-only checkout: every process compiles for itself, as before.
  }
}

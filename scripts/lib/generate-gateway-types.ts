import { compile } from 'json-schema-to-typescript';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { type CallMeta, gatewaySchemasDir, listCallSchemaFiles, loadCallSchemas, type SchemaNode } from '../../contract/schemas.ts';
import { checkDeclaredOnce } from './declared-once.ts';
import { asGeneric, checkSameEnvelope, envelopeSchema, withGenericSuccess } from './success-envelope.ts';

/** Where the generated gateway request and response types live, checked in. */
export const gatewayTypesDir = join(projectRoot, 'contract', 'generated');

const banner = (file: string) => `/* This file is generated from schemas/gateway/${file} by \`npm run gen\`. Do not edit it by hand. */`;

const options = {
  additionalProperties: false,
  strictIndexSignatures: true,
  ignoreMinAndMaxItems: true,
  declareExternallyReferenced: true,
  format: true,
} as const;

// A success value's type is declared from the call's $defs (see success-envelope.ts), which the
// compiler only declares as "unreachable definitions", with a note saying so on each.
const callOptions = { ...options, unreachableDefinitions: true } as const;
const definitionNote =
  /\n \*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.|\/\*\*\n \* This interface was referenced by `\w+`'s JSON-Schema\n \* via the `definition` "\w+"\.\n \*\/\n/g;

/**
 * Compiles every call schema in schemas/gateway/ (as loadCallSchemas read them) to a TypeScript module (file name → source).
 * common.json's shapes and the one success envelope are declared once, in common.ts, and
 * imported by the calls that use them.
 */
export async function generateGatewayTypes(): Promise<Record<string, string>> {
  const files = listCallSchemaFiles();
  const defs = (await readCommon())['$defs'] as Record<string, SchemaNode>;
  const names = new Map(Object.entries(defs).map(([key, def]) => [key, typeof def['title'] === 'string' ? def['title'] : key]));
  const calls: Record<string, string> = {};
  let shared: SchemaNode | undefined;
  for (const file of files) {
    const used = new Set<string>();
    const raw = loadCallSchemas().get(file)!;
    const { schema: generic, envelope } = withGenericSuccess(raw, file, names, used);
    if (shared) checkSameEnvelope(envelope, shared, file);
    shared ??= envelope;
    const schema = referToCommon(generic, names, used) as SchemaNode;
    const source = await compile(schema as never, String(schema['title']), { ...callOptions, bannerComment: banner(file) });
    calls[file.replace(/\.json$/, '.ts')] = withSpec(withImports(source.replace(definitionNote, ''), used), file, raw);
  }
  if (!shared) throw new Error('schemas/gateway/ has no call schemas');
  checkDeclaredOnce(calls);
  return { 'common.ts': await commonTypes(defs, names, shared), ...calls, 'calls.ts': callTable(files) };
}

const readCommon = async (): Promise<SchemaNode> =>
  JSON.parse(await readFile(join(gatewaySchemasDir, 'common.json'), 'utf8')) as SchemaNode;

/** common.json's shapes, one declaration each, in the order the file lists them, then the success envelope. */
async function commonTypes(defs: Record<string, SchemaNode>, names: ReadonlyMap<string, string>, envelope: SchemaNode): Promise<string> {
  const compiled = (schema: SchemaNode, name: string) => compile(schema as never, name, { ...options, bannerComment: '' });
  const declarations = await Promise.all(
    Object.entries(defs).map(async ([key, def]) =>
      (await compiled(referToCommon(def, names, new Set()) as SchemaNode, names.get(key)!)).trim(),
    ),
  );
  const success = envelopeSchema(envelope);
  const generic = asGeneric((await compiled(success, String(success['title']))).trim());
  return [banner('common.json'), '', ...declarations, generic, ''].join('\n');
}

const commonRef = /^common\.json#\/\$defs\/(\w+)$/;

/**
 * A schema with each reference to common.json replaced by the name of its type (the definition's
 * title), collecting the names used.
 */
function referToCommon(node: unknown, names: ReadonlyMap<string, string>, used: Set<string>): unknown {
  if (Array.isArray(node)) return node.map((item) => referToCommon(item, names, used));
  if (typeof node !== 'object' || node === null) return node;
  const { $ref, ...rest } = node as SchemaNode;
  const key = typeof $ref === 'string' ? commonRef.exec($ref)?.[1] : undefined;
  const name = key === undefined ? undefined : names.get(key);
  if (name) {
    used.add(name);
    return { ...rest, tsType: name };
  }
  return Object.fromEntries(Object.entries(node).map(([k, value]) => [k, referToCommon(value, names, used)]));
}

/** A call's module with an import of the common shapes it names, after the banner. */
function withImports(source: string, used: Set<string>): string {
  if (used.size === 0) return source;
  const [first, ...rest] = source.split('\n');
  return [first, '', `import type { ${[...used].sort().join(', ')} } from './common.ts';`, ...rest].join('\n');
}

/** camelCase of a schema file name: session-login.json → sessionLogin. */
const callName = (file: string) => file.replace(/\.json$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * A call's module with its spec after its types, from the schema's x-call block: how to reach the
 * call, typed with its request and response, so the site can only call what the schemas describe.
 * Each spec lives in its call's own module, so a bundle carries only the specs of the calls it makes.
 */
function withSpec(source: string, file: string, schema: SchemaNode): string {
  const { title, description } = schema as { title: string; description?: string };
  const meta = schema['x-call'] as CallMeta;
  const doc = description ? `/** ${description.replaceAll('*/', '* /')} */\n` : '';
  const flags = `${meta.form ? ', form: true' : ''}${meta.multipart ? ', multipart: true' : ''}`;
  const [first, ...rest] = source.split('\n');
  return [
    first,
    '',
    "import type { CallSpec } from '../call-spec.ts';",
    ...rest,
    `${doc}export const ${callName(file)}: CallSpec<${title}> = { method: '${meta.method}', path: '${meta.path}', token: ${meta.token}, encrypted: ${Boolean(meta.encrypted)}${flags} };`,
    '',
  ].join('\n');
}

/** The client's table of calls: every call's spec, re-exported from its own module. */
function callTable(files: string[]): string {
  const exports = files.map((file) => `export { ${callName(file)} } from './${file.replace(/\.json$/, '.ts')}';`);
  return [banner('*.json (x-call)'), '', ...exports, ''].join('\n');
}

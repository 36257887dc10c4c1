// JSON Schema has no generics, so every call schema spells the success envelope out around its
// own value; TypeScript has them, so the generated types declare the envelope once, as
// `Success<T>` in common.ts, and each call's response reads `Success<Value> | Failure`.
// Decision record: docs/decisions/0010-one-success-envelope-one-config-type.md.
import { isDeepStrictEqual } from 'node:util';
import type { SchemaNode } from '../../contract/schemas.ts';

/** The name of the generic envelope in common.ts. */
const SUCCESS = 'Success';

const COMMON_REF = /^common\.json#\/\$defs\/(\w+)$/;
const LOCAL_REF = /^#\/\$defs\/(\w+)$/;
const PRIMITIVES: Record<string, string> = { string: 'string', boolean: 'boolean', integer: 'number', number: 'number' };

/** A call schema whose success arm is `Success<Value>`, and the envelope that arm had around its value. */
export interface GenericSuccess {
  schema: SchemaNode;
  envelope: SchemaNode;
}

/**
 * Replaces the success arm of a call's response with `Success<Value>`. A titled value (or array
 * item) moves into the schema's $defs so that its type is still declared; a value from common.json
 * is named and added to `used`, for the call's import.
 */
export function withGenericSuccess(
  raw: SchemaNode,
  file: string,
  commonNames: ReadonlyMap<string, string>,
  used: Set<string>,
): GenericSuccess {
  const schema = structuredClone(raw);
  const response = (schema['properties'] as Record<string, SchemaNode>)['response'] as SchemaNode;
  const arms = response['anyOf'] as SchemaNode[] | undefined;
  const at = arms?.findIndex(isSuccessArm) ?? -1;
  if (!arms || at < 0) throw new Error(`schemas/gateway/${file}: properties.response has no success arm ({ success: true, value })`);
  const arm = arms[at] as SchemaNode;
  const { value, ...fields } = arm['properties'] as Record<string, SchemaNode>;
  const defs: Record<string, SchemaNode> = { ...((schema['$defs'] as Record<string, SchemaNode> | undefined) ?? {}) };
  const name = valueType(value as SchemaNode, { file, commonNames, used, defs });
  arms[at] = { tsType: `${SUCCESS}<${name}>` };
  used.add(SUCCESS);
  // The value's own words would go with its arm: keep them on the response, unless they are its
  // type's doc already (a titled value is declared with its description).
  const said = (value as SchemaNode)['description'];
  if (typeof said === 'string' && typeof (value as SchemaNode)['title'] !== 'string')
    response['description'] = `${String(response['description'] ?? '')} On success, value: ${said}`.trim();
  if (Object.keys(defs).length) schema['$defs'] = defs;
  const { title: _, ...envelope } = arm;
  return { schema, envelope: { ...envelope, properties: fields } };
}

/** Throws unless a call's envelope is the one every other call has. */
export function checkSameEnvelope(envelope: SchemaNode, expected: SchemaNode, file: string): void {
  if (!isDeepStrictEqual(envelope, expected))
    throw new Error(
      `schemas/gateway/${file}: its success arm differs from the other calls' envelope (success, message, errorCode, required, description); every call's success is one ${SUCCESS}<T>`,
    );
}

/** common.ts's declaration of the envelope, compiled from the envelope the calls share. */
export function envelopeSchema(envelope: SchemaNode): SchemaNode {
  const fields = envelope['properties'] as Record<string, SchemaNode>;
  const value = { tsType: 'T', description: "The payload: each call's response names its type." };
  const { success, ...rest } = fields;
  return { ...envelope, title: SUCCESS, properties: { success, value, ...rest } };
}

/** Makes the compiled `interface Success` generic in its value. */
export function asGeneric(source: string): string {
  const plain = `export interface ${SUCCESS} {`;
  if (!source.includes(plain)) throw new Error(`the compiled envelope has no "${plain}" to make generic`);
  return source.replace(plain, `export interface ${SUCCESS}<T> {`);
}

/** Whether a response arm is the success envelope: `success: true` around a value. */
function isSuccessArm(arm: SchemaNode): boolean {
  const properties = arm['properties'] as Record<string, SchemaNode> | undefined;
  return properties?.['success']?.['const'] === true && properties['value'] !== undefined;
}

interface ValueContext {
  file: string;
  commonNames: ReadonlyMap<string, string>;
  used: Set<string>;
  defs: Record<string, SchemaNode>;
}

/** The TypeScript name of a success value's type. */
function valueType(node: SchemaNode, context: ValueContext): string {
  const { file, commonNames, used, defs } = context;
  const ref = typeof node['$ref'] === 'string' ? node['$ref'] : undefined;
  const common = ref === undefined ? undefined : commonNames.get(COMMON_REF.exec(ref)?.[1] ?? '');
  if (common) {
    used.add(common);
    return common;
  }
  const local = ref === undefined ? undefined : LOCAL_REF.exec(ref)?.[1];
  if (local && defs[local]) return typeof defs[local]['title'] === 'string' ? defs[local]['title'] : local;
  const title = node['title'];
  if (typeof title === 'string') {
    if (defs[title] && defs[title] !== node)
      throw new Error(`schemas/gateway/${file}: $defs already has a "${title}"; rename the success value`);
    defs[title] = node;
    return title;
  }
  if (node['type'] === 'array' && typeof node['items'] === 'object') return `${valueType(node['items'] as SchemaNode, context)}[]`;
  const primitive = typeof node['type'] === 'string' ? PRIMITIVES[node['type']] : undefined;
  if (primitive && node['enum'] === undefined && node['const'] === undefined) return primitive;
  throw new Error(`schemas/gateway/${file}: give the success value a title, so that its type has a name in ${SUCCESS}<Name>`);
}

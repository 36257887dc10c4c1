import { describe, expect, it } from 'vitest';
import type { SchemaNode } from '../../contract/schemas.ts';
import { asGeneric, checkSameEnvelope, envelopeSchema, withGenericSuccess } from './success-envelope.ts';

const envelope = (value: SchemaNode, description = 'Informational message.'): SchemaNode => ({
  type: 'object',
  title: 'PingSuccess',
  description: 'Success: value carries the payload.',
  properties: { success: { const: true }, value, message: { type: 'string', description } },
  required: ['success', 'value'],
  additionalProperties: false,
});

const call = (value: SchemaNode, extra: SchemaNode = {}): SchemaNode => ({
  title: 'PingCall',
  type: 'object',
  properties: {
    request: { type: 'object', title: 'PingRequest', properties: {} },
    response: {
      title: 'PingResponse',
      description: 'The response envelope.',
      anyOf: [envelope(value), { $ref: 'common.json#/$defs/Failure' }],
    },
  },
  ...extra,
});

const names = new Map([
  ['Failure', 'Failure'],
  ['Game', 'Game'],
]);

const arms = (schema: SchemaNode) => ((schema['properties'] as Record<string, SchemaNode>)['response'] as SchemaNode)['anyOf'];

describe('withGenericSuccess', () => {
  it('names a titled value and keeps it declared through $defs', () => {
    const value = { type: 'object', title: 'Pong', properties: { at: { type: 'integer' } } };
    const used = new Set<string>();
    const { schema } = withGenericSuccess(call(value), 'ping.json', names, used);
    expect(arms(schema)).toEqual([{ tsType: 'Success<Pong>' }, { $ref: 'common.json#/$defs/Failure' }]);
    expect(schema['$defs']).toEqual({ Pong: value });
    expect([...used]).toEqual(['Success']);
  });

  it('names a value from common.json and an array of local definitions, and leaves the raw schema alone', () => {
    const used = new Set<string>();
    const raw = call({ $ref: 'common.json#/$defs/Game' });
    const before = structuredClone(raw);
    expect(arms(withGenericSuccess(raw, 'ping.json', names, used).schema)).toContainEqual({ tsType: 'Success<Game>' });
    expect(used).toEqual(new Set(['Game', 'Success']));
    expect(raw).toEqual(before);
    const tree = call({ type: 'array', items: { $ref: '#/$defs/Node' } }, { $defs: { Node: { type: 'object', title: 'TreeNode' } } });
    expect(arms(withGenericSuccess(tree, 'ping.json', names, new Set()).schema)).toContainEqual({ tsType: 'Success<TreeNode[]>' });
  });

  it("writes a primitive value's description on the response, where the arm's doc went", () => {
    const { schema } = withGenericSuccess(call({ type: 'boolean', description: 'Always true.' }), 'ping.json', names, new Set());
    const response = (schema['properties'] as Record<string, SchemaNode>)['response'] as SchemaNode;
    expect(response['anyOf']).toContainEqual({ tsType: 'Success<boolean>' });
    expect(response['description']).toBe('The response envelope. On success, value: Always true.');
  });

  it('refuses a value it cannot name, and a response without a success arm, naming the file', () => {
    expect(() => withGenericSuccess(call({ type: 'object', properties: {} }), 'ping.json', names, new Set())).toThrow(
      'schemas/gateway/ping.json: give the success value a title',
    );
    const noSuccess = call({ type: 'string' });
    ((noSuccess['properties'] as Record<string, SchemaNode>)['response'] as SchemaNode)['anyOf'] = [{ $ref: 'common.json#/$defs/Failure' }];
    expect(() => withGenericSuccess(noSuccess, 'ping.json', names, new Set())).toThrow(
      'schemas/gateway/ping.json: properties.response has no success arm',
    );
  });
});

describe('one envelope for every call', () => {
  it('accepts the same envelope around another value and refuses one that differs', () => {
    const first = withGenericSuccess(call({ type: 'string' }), 'a.json', names, new Set()).envelope;
    const same = withGenericSuccess(call({ type: 'boolean' }), 'b.json', names, new Set()).envelope;
    expect(() => checkSameEnvelope(same, first, 'b.json')).not.toThrow();
    const other = call({ type: 'string' });
    ((other['properties'] as Record<string, SchemaNode>)['response'] as SchemaNode)['anyOf'] = [
      envelope({ type: 'string' }, 'Another message.'),
    ];
    const differs = withGenericSuccess(other, 'c.json', names, new Set()).envelope;
    expect(() => checkSameEnvelope(differs, first, 'c.json')).toThrow('schemas/gateway/c.json: its success arm differs');
  });

  it('declares the envelope generic in its value', () => {
    const schema = envelopeSchema(withGenericSuccess(call({ type: 'string' }), 'a.json', names, new Set()).envelope);
    expect(schema['title']).toBe('Success');
    expect(Object.keys(schema['properties'] as object)).toEqual(['success', 'value', 'message']);
    expect(asGeneric('export interface Success {\n  value: T;\n}')).toBe('export interface Success<T> {\n  value: T;\n}');
    expect(() => asGeneric('export type Success = unknown;')).toThrow('the compiled envelope has no "export interface Success {"');
  });
});

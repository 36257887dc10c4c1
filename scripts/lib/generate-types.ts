import { compile } from 'json-schema-to-typescript';
import { join } from 'node:path';
import { loadTenantSchema, type SchemaNode } from '../../core/config/schema.ts';
import { projectRoot } from '../../core/config/paths.ts';

/** Where the generated config types live, checked in. */
export const generatedDir = join(projectRoot, 'core', 'config', 'generated');

const banner = `/* This file is generated from schemas/tenant.schema.json by \`npm run gen\`. Do not edit it by hand. */`;

/**
 * Generates the one config type set: the config as the build sees it, defaults filled in. The
 * config as an operator writes it has no type of its own: operators write JSON, which the schema
 * checks, and no code holds an unresolved config
 * (docs/decisions/0010-one-success-envelope-one-config-type.md).
 */
export async function generateTypes(): Promise<Record<string, string>> {
  const schema = await loadTenantSchema();
  const options = {
    bannerComment: banner,
    additionalProperties: false,
    strictIndexSignatures: true,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
  } as const;
  const resolvedSchema = nameSharedTypes(requireDefaulted(structuredClone(schema)));
  resolvedSchema['title'] = 'ResolvedTenantConfig';
  resolvedSchema['description'] = 'A tenant config after validation: every field that has a default is present.';
  const resolved = await compile(resolvedSchema as never, 'ResolvedTenantConfig', options);
  return { 'resolved-tenant-config.ts': resolved };
}

/** Marks every property that has a default as required: ajv's useDefaults guarantees it is there. */
function requireDefaulted(root: SchemaNode): SchemaNode {
  const seen = new Set<unknown>();
  const visit = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    const schema = node as SchemaNode;
    const properties = schema['properties'] as Record<string, SchemaNode> | undefined;
    if (properties && !Array.isArray(schema)) {
      const defaulted = Object.keys(properties).filter((k) => properties[k] && 'default' in properties[k]);
      if (defaulted.length) schema['required'] = [...new Set([...((schema['required'] as string[] | undefined) ?? []), ...defaulted])];
    }
    for (const value of Object.values(schema)) visit(value);
  };
  visit(root);
  return root;
}

/**
 * Inlining parts copies shared definitions (a ref with its own description becomes a new object),
 * which json-schema-to-typescript would emit as Color1, Color2, ... Keep the first schema of each
 * title as the declaration and point every later one at it by name.
 */
function nameSharedTypes(root: SchemaNode): SchemaNode {
  const declared = new Set<string>();
  const visit = (node: unknown, isRoot: boolean, isPropertyMap = false): unknown => {
    if (typeof node !== 'object' || node === null) return node;
    if (Array.isArray(node)) return node.map((item) => visit(item, false));
    const schema = node as SchemaNode;
    const title = schema['title'];
    if (!isRoot && !isPropertyMap && typeof title === 'string') {
      if (declared.has(title)) {
        const reference: SchemaNode = { tsType: title };
        if (typeof schema['description'] === 'string') reference['description'] = schema['description'];
        return reference;
      }
      declared.add(title);
    }
    for (const [key, value] of Object.entries(schema)) {
      if (isPropertyMap) schema[key] = visit(value, false);
      // Examples and defaults are data, not schemas.
      else if (key !== 'examples' && key !== 'default' && key !== 'enum') schema[key] = visit(value, false, key === 'properties');
    }
    return schema;
  };
  return visit(root, true) as SchemaNode;
}

import { compile } from 'json-schema-to-typescript';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/paths.ts';
import { loadCallSchema } from '../../gateway/schemas/load.ts';

/** Where the generated gateway request and response types live, checked in. */
export const gatewayTypesDir = join(projectRoot, 'src', 'api', 'generated');
const schemasDir = join(projectRoot, 'schemas', 'gateway');

const banner = (file: string) => `/* This file is generated from schemas/gateway/${file} by \`npm run gen\`. Do not edit it by hand. */`;

/** Compiles every call schema in schemas/gateway/ to a TypeScript module (file name → source). */
export async function generateGatewayTypes(): Promise<Record<string, string>> {
  const files = (await readdir(schemasDir)).filter((n) => n.endsWith('.json') && n !== 'common.json').sort();
  const out: Record<string, string> = {};
  for (const file of files) {
    const schema = await loadCallSchema(file);
    const source = await compile(schema as never, String(schema['title']), {
      bannerComment: banner(file),
      additionalProperties: false,
      strictIndexSignatures: true,
      unreachableDefinitions: false,
      ignoreMinAndMaxItems: true,
      declareExternallyReferenced: true,
      format: true,
    });
    out[file.replace(/\.json$/, '.ts')] = source;
  }
  return out;
}

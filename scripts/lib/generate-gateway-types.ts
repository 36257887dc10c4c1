import { compile } from 'json-schema-to-typescript';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectRoot } from '../../src/config/paths.ts';
import { loadCallSchema, type CallMeta } from '../../gateway/schemas/load.ts';

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
  out['calls.ts'] = await callTable(files);
  return out;
}

/** camelCase of a schema file name: session-login.json → sessionLogin. */
const callName = (file: string) => file.replace(/\.json$/, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The client's table of calls, from each schema's x-call block: how to reach the call, typed
 * with its request and response, so the site can only call what the schemas describe.
 */
async function callTable(files: string[]): Promise<string> {
  const imports: string[] = [];
  const specs: string[] = [];
  for (const file of files) {
    const schema = JSON.parse(await readFile(join(schemasDir, file), 'utf8')) as { title: string; description?: string; 'x-call': CallMeta };
    const meta = schema['x-call'];
    imports.push(`import type { ${schema.title} } from './${file.replace(/\.json$/, '.ts')}';`);
    const doc = schema.description ? `/** ${schema.description.replaceAll('*/', '* /')} */\n` : '';
    specs.push(`${doc}export const ${callName(file)}: CallSpec<${schema.title}> = { method: '${meta.method}', path: '${meta.path}', token: ${meta.token}, encrypted: ${Boolean(meta.encrypted)}${meta.form ? ', form: true' : ''} };`);
  }
  return [banner('*.json (x-call)'), '', "import type { CallSpec } from '../call-spec.ts';", ...imports, '', ...specs, ''].join('\n');
}

import { type CallMeta, listCallSchemaFiles, loadCallSchemas } from '../../contract/schemas.ts';
import { withGeneratedSection } from './generated-section.ts';

/** The document that lists the calls, relative to the project's root. */
export const CALL_LIST_FILE = 'gateway/README.md';

/**
 * The calls an operator's gateway must answer, one table row per schema in schemas/gateway/:
 * how it is reached, and whether the specification names it or the project invented it
 * (`"x-invented": true`), which an operator's gateway must then map.
 */
export function gatewayCallList(): string {
  const rows: string[] = [];
  for (const file of listCallSchemaFiles()) {
    const schema = loadCallSchemas().get(file)!;
    const call = schema['x-call'] as CallMeta;
    const paths = [call.path, ...(call.aliases ?? [])].map((path) => `\`${path}\``).join(', ');
    const how = [call.token ? 'session' : '', call.encrypted ? 'encrypted' : '', call.form ? 'form' : '', call.multipart ? 'upload' : '']
      .filter(Boolean)
      .join(', ');
    const source = schema['x-invented'] ? 'invented' : 'specification';
    rows.push(`| [${file.replace(/\.json$/, '')}](../schemas/gateway/${file}) | ${call.method} | ${paths} | ${how} | ${source} |`);
  }
  return ['| call (schema) | method | path | needs | from |', '|---|---|---|---|---|', ...rows].join('\n');
}

/** Replaces the call list between the gateway-calls markers of a markdown document. */
export function withCallList(document: string, list: string): string {
  return withGeneratedSection(document, 'gateway-calls', list, CALL_LIST_FILE);
}

import { loadTenantSchema, type SchemaNode } from '../../core/config/schema.ts';
import { jurisdictionPresets } from '../../core/config/jurisdiction.ts';
import { PATTERNS } from '../../core/patterns.ts';
import { withGeneratedSection } from './generated-section.ts';

/** The document that holds the reference, relative to the project's root. */
export const REFERENCE_FILE = 'docs/config-reference.md';

interface Row {
  path: string;
  schema: SchemaNode;
  required: boolean;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

function typeOf(schema: SchemaNode): string {
  const values = schema['enum'] as unknown[] | undefined;
  if (values)
    return values.length <= 10
      ? values.map((v) => `\`${JSON.stringify(v)}\``).join(', ')
      : `${String(schema['title'] ?? 'enum')} (${values.length} values)`;
  if (typeof schema['tsType'] === 'string') return schema['tsType'];
  // A union of a few words and a shared type (the bottom bar's items: its own words or a game type).
  const union = schema['anyOf'] as SchemaNode[] | undefined;
  if (union) return union.map(typeOf).join(', ');
  const type = schema['type'];
  if (type === 'array') return `${typeOf((schema['items'] as SchemaNode | undefined) ?? {})}[]`;
  if (type === 'object') return 'object';
  return typeof type === 'string' ? type : String(schema['title'] ?? 'any');
}

/** Flattens a schema into one row per documented field, parents before children. */
function rows(schema: SchemaNode, path: string, required: boolean, out: Row[]): void {
  if (path) out.push({ path, schema, required });
  const properties = schema['properties'] as Record<string, SchemaNode> | undefined;
  const requiredKeys = new Set((schema['required'] as string[] | undefined) ?? []);
  if (properties) {
    const children = Object.entries(properties).filter(([name]) => name !== '$schema');
    const titles = new Set(children.map(([, child]) => child['title']));
    if (children.length >= 5 && titles.size === 1 && children[0]![1]['title']) {
      // Many fields of one shape (registration rules): document the shape once.
      const names = children.map(([name]) => name).join(', ');
      const shape = children[0]![1];
      rows({ ...shape, description: `<field> is one of: ${names}. ${String(shape['description'] ?? '')}` }, `${path}.<field>`, false, out);
      return;
    }
    for (const [name, child] of children) rows(child, path ? `${path}.${name}` : name, requiredKeys.has(name), out);
    return;
  }
  const items = schema['items'] as SchemaNode | undefined;
  if (items?.['properties']) {
    rows(items, `${path}[]`, false, out);
    return;
  }
  const values = schema['additionalProperties'];
  if (values && typeof values === 'object') {
    const inner = values as SchemaNode;
    const itemSchema = (inner['items'] as SchemaNode | undefined) ?? inner;
    if (itemSchema['properties']) rows(itemSchema, `${path}.<lang>${inner['items'] ? '[]' : ''}`, false, out);
  }
}

/** The configuration reference as Markdown: one table per top-level section. */
export async function configReference(): Promise<string> {
  const schema = await loadTenantSchema();
  const properties = schema['properties'] as Record<string, SchemaNode>;
  const required = new Set(schema['required'] as string[]);
  const sections: string[] = [];
  for (const [name, part] of Object.entries(properties)) {
    if (name === '$schema') continue;
    const all: Row[] = [];
    rows(part, name, required.has(name), all);
    const [head, ...fields] = all;
    const lines = [`### \`${name}\`${head!.required ? ' (required)' : ''}`, '', cell(String(part['description'] ?? ''))];
    const example = (part['examples'] as unknown[] | undefined)?.[0];
    if (fields.length) {
      lines.push('', '| field | type | required | default | description |', '|---|---|---|---|---|');
      for (const row of fields) {
        const def = 'default' in row.schema ? `\`${JSON.stringify(row.schema['default'])}\`` : '';
        lines.push(
          `| \`${row.path}\` | ${cell(typeOf(row.schema))} | ${row.required ? 'yes' : ''} | ${cell(def)} | ${cell(String(row.schema['description'] ?? ''))} |`,
        );
      }
    } else {
      lines.push('', `Type: ${cell(typeOf(part))}${'default' in part ? `, default \`${JSON.stringify(part['default'])}\`` : ''}.`);
    }
    if (example !== undefined && fields.length === 0) lines.push(`Example: \`${JSON.stringify(example)}\``);
    sections.push(lines.join('\n'));
  }
  const patterns = Object.entries(PATTERNS).map(([id, p]) => `| \`${id}\` | ${p.describe} | \`${cell(p.accepted)}\` |`);
  sections.push(
    [
      '### Registration patterns',
      '',
      'Values of `registration.fields.<field>.patternId`. The reference gateway and the site check fields with the same catalogue (`core/patterns.ts`); `acceptedPattern` is what the gateway publishes.',
      '',
      '| patternId | accepts | acceptedPattern |',
      '|---|---|---|',
      ...patterns,
    ].join('\n'),
  );
  sections.push(jurisdictionTable());
  return sections.join('\n\n');
}

/** The table of what each `legal.jurisdiction` requires, from the preset files themselves. */
function jurisdictionTable(): string {
  const yes = (flag: boolean) => (flag ? 'yes' : '');
  const list = (values: readonly unknown[]) => values.join(', ');
  const presets = jurisdictionPresets().map((p) =>
    [
      `\`${p.name}\``,
      p.regulator ? `[${p.regulator.name}](${p.regulator.url})` : '',
      `${p.minimumAge}+`,
      yes(p.ageConfirmation),
      p.oneClickRegistration ? 'allowed' : 'refused',
      yes(p.licenceUrl),
      yes(p.responsibleGamblingPage),
      p.helpOrganisations.map((o) => `[${o.name}](${o.url})`).join(', '),
      list(p.requiredTools),
      String(p.realityCheckMinutes),
      list(p.timeOutDays),
      list(p.selfExclusionMonths),
      String(p.limitRaiseDelayHours),
    ]
      .map(cell)
      .join(' | '),
  );
  return [
    '### Jurisdiction presets',
    '',
    "What each value of `legal.jurisdiction` requires (`core/config/jurisdictions/<name>.json`). `validate` refuses a config below the minimum age, without a licence url or a footer link to the site's responsible-gambling page where one is required, offering one-click registration where it is not allowed (it carries nothing to ask the exclusion register about), or, under a regulator, without the licence text in an offered language. The responsible-gambling page links the help organisations; the gateway enforces the periods.",
    '',
    '| jurisdiction | regulator | minimum age | age confirmation | one-click registration | licence url | responsible-gambling page | help organisations | player tools | reality check (min) | time-out (days) | self-exclusion (months) | raised limit after (h) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...presets.map((row) => `| ${row} |`),
  ].join('\n');
}

/** Replaces the reference between the config-reference markers of a markdown document. */
export function withReference(document: string, reference: string): string {
  return withGeneratedSection(document, 'config-reference', reference, REFERENCE_FILE);
}

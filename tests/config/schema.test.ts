import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleTenantSchema, loadTenantSchema, type SchemaNode, withUnionsAsEnums } from '../../core/config/schema.ts';
import { projectRoot } from '../../core/config/paths.ts';
import { PATTERNS } from '../../core/patterns.ts';
import { generateTypes, generatedDir } from '../../scripts/lib/generate-types.ts';
import { generateGatewayTypes, gatewayTypesDir } from '../../scripts/lib/generate-gateway-types.ts';

/** Every property schema in the bundled tenant schema, with its path. */
function properties(root: SchemaNode): Array<[string, SchemaNode]> {
  const found: Array<[string, SchemaNode]> = [];
  const visit = (node: SchemaNode, path: string): void => {
    for (const [name, child] of Object.entries((node['properties'] as Record<string, SchemaNode> | undefined) ?? {})) {
      found.push([`${path}/${name}`, child]);
      visit(child, `${path}/${name}`);
    }
    for (const key of ['items', 'additionalProperties'] as const) {
      const child = node[key];
      if (child && typeof child === 'object') visit(child as SchemaNode, `${path}/${key === 'items' ? '*' : '{key}'}`);
    }
    for (const [name, def] of Object.entries((node['$defs'] as Record<string, SchemaNode> | undefined) ?? {}))
      visit(def, `${path}/$defs/${name}`);
  };
  visit(root, '');
  return found;
}

describe('tenant schema', () => {
  it('is bundled once and kept: read back equal to a fresh bundle, and bundled again when a part changes', async () => {
    const copy = await mkdtemp(join(tmpdir(), 'schema-'));
    await cp(join(projectRoot, 'schemas'), copy, { recursive: true });
    const [root, kept] = [join(copy, 'tenant.schema.json'), join(copy, 'kept')];
    const made = await bundleTenantSchema(root, kept);
    const read = await bundleTenantSchema(root, kept);
    expect(read).not.toBe(made);
    expect(read).toEqual(made);
    expect(read).toEqual(await loadTenantSchema());
    // A part two levels down ($ref from a $ref) changes: the next process bundles it again, and keeps one file.
    const common = join(copy, 'tenant', 'common.schema.json');
    await writeFile(common, (await readFile(common, 'utf8')).replace('"^#[0-9a-fA-F]{6}$"', '"^#[0-9a-fA-F]{6,8}$"'));
    const brand = (schema: SchemaNode) => (schema['properties'] as Record<string, SchemaNode>)['brand']!;
    const colour = (schema: SchemaNode) =>
      ((brand(schema)['properties'] as Record<string, SchemaNode>)['theme']!['properties'] as Record<string, SchemaNode>)['primary']!;
    expect(colour(await bundleTenantSchema(root, kept))['pattern']).toBe('^#[0-9a-fA-F]{6,8}$');
    expect(colour(made)['pattern']).toBe('^#[0-9a-fA-F]{6}$');
    expect(await readdir(kept)).toEqual([expect.stringMatching(/^tenant-schema-[0-9a-f]{16}\.json$/)]);
  });

  it('gives a form the bottom bar items as one list of choices (the studio draws an enum as a select)', async () => {
    const schema = withUnionsAsEnums(await loadTenantSchema());
    const layout = (schema['properties'] as Record<string, SchemaNode>)['layout']!;
    const navigation = (layout['properties'] as Record<string, SchemaNode>)['navigation']!;
    const items = ((navigation['properties'] as Record<string, SchemaNode>)['bottomBar']!['items'] ?? {}) as SchemaNode;
    expect(items['anyOf']).toBeUndefined();
    expect(items['enum']).toEqual([
      'home',
      'promotions',
      'deposit',
      'account',
      'service',
      'menu',
      'RNG',
      'LIVE',
      'FISH',
      'PVP',
      'SPORTS',
      'ESPORTS',
      'COCKFIGHT',
      'ELOTT',
      'LOTT',
    ]);
    // The schema itself is untouched.
    expect(JSON.stringify(await loadTenantSchema())).toContain('"anyOf"');
  });

  it('lists the game types once (common.schema.json): a new type is one edit, every other list refers to it', async () => {
    const dir = join(import.meta.dirname, '../../schemas/tenant');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    const listing: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (Array.isArray(node) && node.includes('COCKFIGHT') && node.includes('LOTT') && !where.includes('/examples')) listing.push(where);
      if (typeof node === 'object' && node !== null) for (const [key, child] of Object.entries(node)) visit(child, `${where}/${key}`);
    };
    for (const file of files) visit(JSON.parse(await readFile(join(dir, file), 'utf8')), file);
    expect(listing).toEqual(['common.schema.json/$defs/gameType/enum']);
  });

  it('gives every field a description and an example', async () => {
    const missing = properties(await loadTenantSchema())
      .filter(
        ([, schema]) => !(typeof schema['description'] === 'string' && Array.isArray(schema['examples']) && schema['examples'].length > 0),
      )
      .map(([path]) => path);
    // Registration rules share one definition (FieldRule) that carries them; their property names are the field names.
    expect(
      missing.filter((p) => !/^\/registration\/fields\/[a-zA-Z]+$/.test(p) && !/^\/banners\/w_[a-z]+$/.test(p) && p !== '/$schema'),
    ).toEqual([]);
  });

  it('lists exactly the pattern catalogue as patternId values', async () => {
    const schema = JSON.parse(await readFile('schemas/tenant/registration.schema.json', 'utf8'));
    expect(schema.$defs.rule.properties.patternId.enum).toEqual(Object.keys(PATTERNS));
  });

  it('lists the twelve banner groups of the platform', async () => {
    const schema = JSON.parse(await readFile('schemas/tenant/banners.schema.json', 'utf8'));
    expect(Object.keys(schema.properties)).toEqual([
      'w_login',
      'w_forget',
      'w_leftmenu',
      'w_home',
      'w_rng',
      'w_live',
      'w_fish',
      'w_pvp',
      'w_sports',
      'w_esports',
      'w_elott',
      'w_lott',
    ]);
  });
});

/** `dir` holds exactly the files a generator writes, each with the generator's text. */
async function expectGenerated(dir: string, generated: Record<string, string>): Promise<void> {
  expect((await readdir(dir)).sort()).toEqual(Object.keys(generated).sort());
  for (const [name, source] of Object.entries(generated)) {
    expect(await readFile(join(dir, name), 'utf8'), name).toBe(source);
  }
}

describe('generated config types', () => {
  it('are up to date with the schema (run `npm run gen` if this fails)', async () => {
    await expectGenerated(generatedDir, await generateTypes());
  });
});

describe('generated gateway types', () => {
  it('are up to date with schemas/gateway (run `npm run gen` if this fails)', async () => {
    await expectGenerated(gatewayTypesDir, await generateGatewayTypes());
  });
});

describe('the configuration reference (docs/config-reference.md)', () => {
  it('is up to date with the schema (run `npm run gen` if this fails)', async () => {
    const { configReference, REFERENCE_FILE, withReference } = await import('../../scripts/lib/config-reference.ts');
    const document = await readFile(REFERENCE_FILE, 'utf8');
    expect(document).toBe(withReference(document, await configReference()));
  });

  it('has a row per jurisdiction preset, read from the preset files', async () => {
    const { configReference } = await import('../../scripts/lib/config-reference.ts');
    const { jurisdictionPresets } = await import('../../core/config/jurisdiction.ts');
    const reference = await configReference();
    for (const preset of jurisdictionPresets()) {
      const row = reference.split('\n').find((line) => line.startsWith(`| \`${preset.name}\` |`));
      expect(row, preset.name).toContain(`| ${preset.minimumAge}+ |`);
      expect(row, preset.name).toContain(`| ${preset.selfExclusionMonths.join(', ')} |`);
      for (const organisation of preset.helpOrganisations)
        expect(row, preset.name).toContain(`[${organisation.name}](${organisation.url})`);
    }
  });
});

describe('the list of gateway calls (gateway/README.md)', () => {
  it('is up to date with schemas/gateway (run `npm run gen` if this fails)', async () => {
    const { CALL_LIST_FILE, gatewayCallList, withCallList } = await import('../../scripts/lib/gateway-call-list.ts');
    const document = await readFile(CALL_LIST_FILE, 'utf8');
    expect(document).toBe(withCallList(document, gatewayCallList()));
    // One call the specification lists and one it does not show, as the operator reads them.
    expect(document).toContain('| [captcha](../schemas/gateway/captcha.json) | GET | `/wps/captcha` |  | specification |');
    expect(document).toContain(
      '| [agent-downline-create](../schemas/gateway/agent-downline-create.json) | POST | `/wps/agent/downline` | session, encrypted | invented |',
    );
  });
});

// The config-field guide (docs/guides/adding-a-config-field.md) followed for real, in memory: a field
// added to the tenant schema this worker loaded (the schema every later step reads) reaches the
// generated config type, the configuration reference and a loaded merchant's config, defaults filled
// in, and a wrong value is refused at its own path. Nothing is written: the schema file, the
// generated type and docs/config-reference.md stay as they are (the schema test holds them in step).
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tenantsDir } from '../../core/config/paths.ts';
import { checkTenantText } from '../../core/config/load.ts';
import { loadTenantSchema, type SchemaNode } from '../../core/config/schema.ts';
import { configReference } from '../../scripts/lib/config-reference.ts';
import { generateTypes } from '../../scripts/lib/generate-types.ts';
import { demoConfig } from './fixtures.ts';

/** Step 1's field: a switch with a default, so a merchant may leave it out. */
const FIELD: SchemaNode = {
  description: 'Whether the visitor’s IP address is anonymised before a beacon leaves the page.',
  type: 'boolean',
  default: true,
  examples: [false],
};

beforeAll(async () => {
  // Step 1, schema: the field in its part (schemas/tenant/analytics.schema.json), before anything in this worker compiles it.
  const analytics = ((await loadTenantSchema())['properties'] as Record<string, SchemaNode>)['analytics']!;
  (analytics['properties'] as Record<string, SchemaNode>)['anonymizeIp'] = FIELD;
});

/** luzon's config with an analytics section, as checkTenantText reads a brand file being edited. */
async function luzonWith(analytics: Record<string, unknown>) {
  const text = JSON.stringify({ ...(await demoConfig('luzon')), analytics });
  return checkTenantText(text, join(tenantsDir, 'luzon.json'));
}

describe('adding a config field, as the guide says', () => {
  it('step 2: the generated config type has it, required because it has a default', async () => {
    const { 'resolved-tenant-config.ts': types } = await generateTypes();
    expect(types).toMatch(/^ {2}anonymizeIp: boolean;$/m);
  });

  it('step 4: the configuration reference has its row, from its description, default and example', async () => {
    expect(await configReference()).toContain(
      '| `analytics.anonymizeIp` | boolean |  | `true` | Whether the visitor’s IP address is anonymised before a beacon leaves the page. |',
    );
  });

  it('step 5: a merchant that leaves it out gets the default; one that sets it keeps its value; a wrong value is refused at its path', async () => {
    const left = await luzonWith({});
    expect(left.problems).toEqual([]);
    expect(left.tenants[0]!.config.analytics).toEqual({ anonymizeIp: true });
    expect((await luzonWith({ anonymizeIp: false })).tenants[0]!.config.analytics).toEqual({ anonymizeIp: false });
    const wrong = await luzonWith({ anonymizeIp: 'yes' });
    expect(wrong.tenants).toEqual([]);
    expect(wrong.problems.map((p) => p.pointer)).toContain('/analytics/anonymizeIp');
  });
});

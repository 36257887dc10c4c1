// Incremental builds over a layered fleet: an edit to a layer rebuilds exactly the brands whose
// merged config it changes, and says which layer. Releases are published with a stand-in site (the
// decision to build does not depend on what the compile makes), so no Astro build runs here.
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { planBuild, publishRelease } from '../../scripts/lib/publish.ts';
import { readManifest, liveReleaseId } from '../../scripts/lib/releases.ts';
import { copyTenants } from '../config/fixtures.ts';

describe('a fleet on layers', () => {
  let dir: string;
  let out: string;
  const plan = async () => {
    const { tenants, problems } = await loadTenants(await listTenantFiles(dir));
    expect(problems).toEqual([]);
    const { build, skipped } = await planBuild(tenants, out, {});
    return {
      build: Object.fromEntries(build.map((b) => [b.tenant.config.merchantCode, b.reason])),
      skipped: skipped.map((s) => s.merchant),
      planned: build,
    };
  };
  const edit = async (layer: string, change: (value: Record<string, any>) => void) => {
    const path = join(dir, 'layers', `${layer}.json`);
    const value = JSON.parse(await readFile(path, 'utf8'));
    change(value);
    await writeFile(path, JSON.stringify(value, null, 2));
  };
  /** Publishes every planned merchant as a release with a one-page stand-in site. */
  const publish = async (planned: Awaited<ReturnType<typeof plan>>['planned']) => {
    const clientManifest = join(out, 'client-manifest.json');
    await writeFile(clientManifest, '{}');
    for (const { tenant, fingerprint } of planned)
      await publishRelease(out, tenant, fingerprint, clientManifest, { keep: 3 }, async (site) => {
        await writeFile(join(site, 'index.html'), tenant.config.brand.name);
        return 1;
      });
  };

  beforeAll(async () => {
    dir = await copyTenants();
    out = await mkdtemp(join(tmpdir(), 'skinforge-layered-dist-'));
    const first = await plan();
    expect(Object.values(first.build)).toEqual(['no live release', 'no live release', 'no live release', 'no live release']);
    await publish(first.planned);
  });

  it('records the brand file and its layers in each release, its preset first', async () => {
    const manifest = await readManifest(out, 'luzon', liveReleaseId(out, 'luzon')!);
    // families/ph names the casino preset, applied beneath every layer (docs/layout.md).
    expect(manifest!.sources!.layers.map((l) => l.name)).toEqual(['preset:casino', 'defaults', 'families/ph']);
    expect(manifest!.sources!.brand.file).toBe(`${dir}/luzon.json`);
    expect(manifest!.sources!.layers[2]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a family edit rebuilds exactly its brands, naming the layer; the others are skipped', async () => {
    await edit('families/ph', (layer) => {
      layer['support'].hours.EN = 'Every day 10:00 to 22:00';
    });
    const { build, skipped, planned } = await plan();
    expect(build).toEqual({ luzon: 'layer families/ph changed', visayas: 'layer families/ph changed' });
    expect(skipped).toEqual(['emerald', 'saigon']);
    await publish(planned);
    expect((await plan()).build).toEqual({});
  });

  it('an edit to the defaults reaches every brand; a layer no brand extends rebuilds nothing', async () => {
    await writeFile(join(dir, 'layers', 'unused.json'), JSON.stringify({ timezone: 'Asia/Tokyo' }));
    expect((await plan()).build).toEqual({});
    await edit('defaults', (layer) => {
      layer['footer'] = { copyright: { to: 2026 } };
    });
    const { build } = await plan();
    expect(build).toEqual({
      emerald: 'layer defaults changed',
      luzon: 'layer defaults changed',
      saigon: 'layer defaults changed',
      visayas: 'layer defaults changed',
    });
  });
});

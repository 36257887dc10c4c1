// The two ends of a build around the compile: which merchants need building at all (incremental),
// and how an assembled site goes live (as a new release, scripts/lib/releases.ts).
import type { LoadedTenant } from '../../core/config/load.ts';
import type { GatewayData } from '../../src/build-time/gateway-data.ts';
import { changedInputs, codeHash, type Fingerprint, fingerprintOf } from './fingerprint.ts';
import {
  changedSources,
  cleanLeftovers,
  type ConfigSources,
  liveReleaseId,
  makeLive,
  pruneReleases,
  readManifest,
  type ReleaseManifest,
  writeRelease,
} from './releases.ts';
import { skinforgeVersion } from './version.ts';

/** A merchant the build left as it was, and why. */
export interface Skipped {
  merchant: string;
  reason: string;
  /** Its live release, still serving. */
  release: string;
}

interface Planned {
  tenant: LoadedTenant;
  fingerprint: Fingerprint;
  /** Why it is built: "forced", "no live release", or the inputs that changed. */
  reason: string;
}

/** Releases kept per merchant unless --keep says otherwise. */
export const DEFAULT_KEEP = 10;

/**
 * Splits the merchants into those to build and those whose config, assets, code and gateway data
 * are all unchanged since their live release (skipped unless `force`). Leftovers of killed builds
 * of these merchants are removed first.
 */
export async function planBuild(
  tenants: readonly LoadedTenant[],
  out: string,
  options: { gatewayData?: GatewayData | undefined; force?: boolean | undefined },
): Promise<{ build: Planned[]; skipped: Skipped[] }> {
  // What a killed build left is removed even when every merchant is skipped.
  await cleanLeftovers(
    out,
    tenants.map((t) => t.config.merchantCode),
  );
  const code = await codeHash();
  const build: Planned[] = [];
  const skipped: Skipped[] = [];
  await Promise.all(
    tenants.map(async (tenant) => {
      const merchant = tenant.config.merchantCode;
      const fingerprint = await fingerprintOf(tenant, code, options.gatewayData?.[merchant]);
      const live = liveReleaseId(out, merchant);
      const manifest = live === undefined ? undefined : await readManifest(out, merchant, live);
      if (!manifest) return build.push({ tenant, fingerprint, reason: 'no live release' });
      const changed = changedInputs(fingerprint, manifest.fingerprint);
      if (options.force) return build.push({ tenant, fingerprint, reason: 'forced' });
      if (changed.length) {
        const words = changed.flatMap((input) => (input === 'config' ? configChanges(sourcesOf(tenant), manifest.sources) : [input]));
        return build.push({ tenant, fingerprint, reason: `${words.join(', ')} changed` });
      }
      return skipped.push({
        merchant,
        release: manifest.id,
        reason: `config, assets, code and gateway data unchanged since release ${manifest.id}`,
      });
    }),
  );
  // In the order given, whatever order the checks finished in.
  const order = new Map(tenants.map((t, i) => [t.config.merchantCode, i]));
  build.sort((a, b) => order.get(a.tenant.config.merchantCode)! - order.get(b.tenant.config.merchantCode)!);
  skipped.sort((a, b) => order.get(a.merchant)! - order.get(b.merchant)!);
  return { build, skipped };
}

/** The files a merchant's config was merged from, as its release records them. */
function sourcesOf(tenant: LoadedTenant): ConfigSources {
  return {
    brand: { file: tenant.file, sha256: tenant.sha256 },
    layers: tenant.merged.layers.map(({ name, file, sha256 }) => ({ name, file, sha256 })),
  };
}

/**
 * Why a merged config changed, by file: "layer families/ph", "brand file", "layers" (one added,
 * removed or reordered); "config" when the live release did not record its files, or when the
 * files are the same and the config still differs (a schema default changed).
 */
function configChanges(now: ConfigSources, then: ConfigSources | undefined): string[] {
  if (!then) return ['config'];
  const names = (s: ConfigSources) => s.layers.map((l) => l.name).join('\0');
  if (names(now) !== names(then)) return ['layers'];
  const words = changedSources(then, now).map((file) => (file === 'brand file' ? file : `layer ${file}`));
  return words.length ? words : ['config'];
}

/**
 * Publishes one merchant's assembled site as a new release, makes it live atomically, and prunes
 * old releases. With a `gate` (the release gate, build --check) the release goes live only when the
 * gate passes it; a held one is kept beside the live release, which stays (as every new one is
 * with `live: false`, for `site rollback` to make live later). If `fill`, the gate or
 * anything before the switch fails, the live release stays as it was and this throws; after the
 * switch nothing throws (a failed prune comes back as a warning).
 */
export async function publishRelease(
  out: string,
  tenant: LoadedTenant,
  fingerprint: Fingerprint,
  clientManifest: string,
  options: {
    gatewayDataAt?: Date | undefined;
    gatewayDataFrom?: string | undefined;
    gatewayWorld?: string[] | undefined;
    gatewayData?: GatewayData | undefined;
    keep?: number | undefined;
    gate?: ((release: ReleaseManifest) => Promise<boolean>) | undefined;
    /** false: the release is kept beside the live one, not made live (build --no-live). */
    live?: boolean | undefined;
  },
  fill: (site: string) => Promise<number>,
  files?: ReleaseManifest['files'],
): Promise<{ release: ReleaseManifest; held?: boolean; warning?: string }> {
  const merchant = tenant.config.merchantCode;
  const tookData = options.gatewayData?.[merchant] !== undefined;
  const release = await writeRelease(
    out,
    {
      merchant,
      config: tenant.config,
      sources: sourcesOf(tenant),
      skinforge: skinforgeVersion(),
      gatewayDataAt: tookData && options.gatewayDataAt ? options.gatewayDataAt.toISOString() : null,
      gatewayDataFrom: tookData ? (options.gatewayDataFrom ?? null) : null,
      gatewayWorld: tookData && options.gatewayDataFrom === 'reference' ? options.gatewayWorld : undefined,
      fingerprint,
      clientManifest,
      files,
      // Every release kept beside the new one still serves its bundles through it: a tab left on
      // an earlier build keeps loading its chunks for `keep` − 1 deploys (docs/deploy.md).
      carryFrom: (options.keep ?? DEFAULT_KEEP) - 1,
    },
    fill,
  );
  const held = options.gate ? !(await options.gate(release)) : false;
  if (!held && options.live !== false) await makeLive(out, merchant, release.id);
  // The new release is live now (or held, or kept as asked): a failure to prune old ones is a warning, not a failed build.
  try {
    await pruneReleases(out, merchant, options.keep ?? DEFAULT_KEEP);
    return { release, held };
  } catch (error) {
    return { release, held, warning: `old releases were not pruned: ${(error as Error).message}` };
  }
}

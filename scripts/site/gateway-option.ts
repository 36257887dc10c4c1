import type { GatewayData } from '../../src/build-time/gateway-data.ts';
import type { LoadedTenant } from '../../core/config/load.ts';
import type { Output } from './command.ts';
import { UsageError } from './command.ts';

type GatewayLib = typeof import('../lib/gateway-data.ts') & typeof import('../lib/reference-gateway.ts');

/** The lobby data a build takes, and when it took it. */
export interface TakenGatewayData {
  data: GatewayData;
  at: Date;
  /** "reference" (the reference gateway) or the gateway's URL. */
  from: string;
}

/**
 * Checks --gateway / --reference-gateway before anything is built, and returns a function that
 * takes the data for the merchants being built (undefined when neither was given).
 */
export async function gatewayOption(
  options: Record<string, unknown>,
): Promise<((tenants: readonly LoadedTenant[], out: Output) => Promise<TakenGatewayData | undefined>) | undefined> {
  const url = options['gateway'] as string | undefined;
  const reference = Boolean(options['referenceGateway']);
  if (url !== undefined && reference) throw new UsageError('give --gateway <url> or --reference-gateway, not both');
  if (url === undefined && !reference) return undefined;
  // Loaded only when asked for: a build without a gateway imports none of it (nor ajv, nor the gateway).
  const lib = { ...(await import('../lib/gateway-data.ts')), ...(await import('../lib/reference-gateway.ts')) };
  const badUrl = url === undefined ? undefined : lib.checkGatewayUrl(url);
  if (badUrl) throw new UsageError(`--gateway: ${badUrl}`);
  return (tenants, out) => takeGatewayData(lib, tenants, url, out);
}

/**
 * Static first: the lobby's data from a gateway (--gateway) or from the reference gateway run
 * in-process for the build (--reference-gateway). A gateway problem is a warning, never a failed
 * build: pages without data show their fallbacks and the islands fill them in.
 */
async function takeGatewayData(
  lib: GatewayLib,
  tenants: readonly LoadedTenant[],
  url: string | undefined,
  out: Output,
): Promise<TakenGatewayData | undefined> {
  const { fetchGatewayData, referenceAnchor, startReferenceGateway } = lib;
  const reference = url === undefined;
  const started = performance.now();
  let gateway: { url: string; close: () => Promise<void> };
  try {
    const anchor = referenceAnchor(new Date());
    gateway = reference ? await startReferenceGateway(tenants, () => anchor) : { url: url!, close: async () => {} };
  } catch (error) {
    out.warn(
      `warning: the reference gateway did not start (${(error as Error).message}): building without gateway data; the islands will load it in the browser instead`,
    );
    return undefined;
  }
  try {
    const at = new Date();
    const { data, warnings } = await fetchGatewayData(
      tenants.map((t) => t.config),
      gateway.url,
    );
    for (const line of warnings) out.warn(line);
    const got = Object.keys(data);
    out.line(
      `gateway data from ${reference ? 'the reference gateway' : gateway.url} for ${got.length} of ${tenants.length} merchant${tenants.length === 1 ? '' : 's'} in ${((performance.now() - started) / 1000).toFixed(1)}s`,
    );
    return { data, at, from: url ?? 'reference' };
  } finally {
    await gateway.close();
  }
}

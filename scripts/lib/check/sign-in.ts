// Who the release gate signs in as: the reference gateway's demo member and agent (a world of its
// own, started for the check), or an account the operator names on their own gateway.
import type { ResolvedTenantConfig } from '../../../core/config/generated/resolved-tenant-config.ts';
import { tenantsDir } from '../../../core/config/paths.ts';
import { encryptPayload } from '../../../core/payload-crypto.ts';
import { startReferenceGateway } from '../reference-gateway.ts';
import type { Viewer } from './plan.ts';

export interface SignIn {
  /** The gateway the served release proxies its calls to. */
  url: string;
  /** A session token for the viewer, or why the viewer's pages are skipped. */
  session(config: ResolvedTenantConfig, viewer: Exclude<Viewer, 'visitor'>): Promise<string | { skipped: string }>;
  close(): Promise<void>;
}

/** The demo world's accounts (gateway/seed/accounts.ts) the signed-in pages are seen by. */
const DEMO_ACCOUNTS = { member: 'demo01', agent: 'agent01' } as const;

export async function signInWith(
  gateway: { reference: true } | { url: string; account?: { username: string; password: string } | undefined },
  configs: readonly ResolvedTenantConfig[],
  log: (line: string) => void,
): Promise<SignIn> {
  const reference = () => startReferenceGateway(configs.map((config) => ({ config, dir: tenantsDir })));
  if ('reference' in gateway) {
    const world = await reference();
    return {
      url: world.url,
      session: async (config, viewer) =>
        world.session(config.merchantCode, DEMO_ACCOUNTS[viewer]) ?? {
          skipped: `the reference world has no ${DEMO_ACCOUNTS[viewer]} for ${config.merchantCode}`,
        },
      close: world.close,
    };
  }
  const problem = await unreachable(gateway.url);
  if (problem) {
    // The visitor's pages are still checked, their calls answered by the reference world.
    const world = await reference();
    log(
      `  ! the gateway at ${gateway.url} cannot be reached (${problem}): signed-in pages skipped; the visitor's pages call the reference gateway`,
    );
    return {
      url: world.url,
      session: async () => ({ skipped: `the gateway at ${gateway.url} cannot be reached (${problem})` }),
      close: world.close,
    };
  }
  const { account } = gateway;
  return {
    url: gateway.url,
    session: async (config) =>
      account
        ? await login(gateway.url, config, account)
        : { skipped: `no account named for ${gateway.url}: give --account <username> and --password-file <file>` },
    close: async () => {},
  };
}

/** Why a gateway cannot be reached, or undefined when it answers (any HTTP answer counts). */
async function unreachable(url: string): Promise<string | undefined> {
  try {
    await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(5000) });
    return undefined;
  } catch (error) {
    // fetch's own error says only "fetch failed": the reason is its cause (one of them, for a name with several addresses).
    const cause = (error as { cause?: { code?: string; message?: string; errors?: Array<{ code?: string }> } }).cause;
    return cause?.code ?? cause?.errors?.[0]?.code ?? cause?.message ?? (error as Error).message;
  }
}

type Envelope = { success: boolean; value?: { token?: string }; errorCode?: string; message?: string };

/** Logs the account in as the site does (the merchant's payload encryption included): its token, or why not. */
async function login(
  url: string,
  config: ResolvedTenantConfig,
  account: { username: string; password: string },
): Promise<string | { skipped: string }> {
  const headers: Record<string, string> = { Merchant: config.merchantCode, 'content-type': 'application/json' };
  let body: unknown = { username: account.username, password: account.password, type: 'username' };
  try {
    if (config.gateway.encryption === 'rsa-des') {
      const key = (await (await fetch(new URL('/wps/session/key/rsa', url), { headers })).json()) as { value: string };
      const sealed = encryptPayload(key.value, body);
      body = sealed.body;
      headers['Encryption'] = sealed.header;
    }
    const answer = (await (
      await fetch(new URL('/wps/session/login', url), { method: 'POST', headers, body: JSON.stringify(body) })
    ).json()) as Envelope;
    if (answer.success && answer.value?.token) return answer.value.token;
    return {
      skipped: `${account.username} could not sign in to ${config.merchantCode} (${answer.errorCode ?? answer.message ?? 'refused'})`,
    };
  } catch (error) {
    return { skipped: `${account.username} could not sign in to ${config.merchantCode} (${(error as Error).message})` };
  }
}

import { pageConfig, sitePath } from '../../../client/page-data.ts';

export type SocialProvider = 'google' | 'facebook';

const STATE_KEY = 'oauthState';

/** Where the gateway's consent page sends the player back: /login, whose modal finishes the sign-in. */
function socialRedirectUri(): string {
  return location.origin + sitePath('login');
}

/**
 * Leaves for the provider's consent page (the reference gateway plays both providers), with a
 * random state kept in this tab so only the answer to our own request is accepted.
 */
export function startSocialSignIn(provider: SocialProvider): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, JSON.stringify({ state, provider }));
  const { gateway, merchantCode } = pageConfig();
  const query = new URLSearchParams({ merchant: merchantCode, redirect_uri: socialRedirectUri(), state });
  location.assign(`${gateway.baseUrl}/wps/oauth/${provider}/authorize?${query}`);
}

export type SocialReturn = { provider: SocialProvider; code: string; redirectUri: string } | { denied: true };

/**
 * The provider's answer in this page's address, if it answers our request: a code to exchange,
 * or a refusal. The parameters leave the address at once (a code is single-use).
 */
export function takeSocialReturn(): SocialReturn | null {
  const url = new URL(location.href);
  const state = url.searchParams.get('state');
  const code = url.searchParams.get('code');
  const error = url.searchParams.get('error');
  if (!state || (!code && !error)) return null;
  const saved = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  for (const name of ['state', 'code', 'error', 'provider']) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
  const expected = saved ? (JSON.parse(saved) as { state: string; provider: SocialProvider }) : null;
  if (!expected || expected.state !== state) return null;
  if (!code) return { denied: true };
  // The address the request named, which /login's own (now the lobby's: navigation.ts) no longer is.
  return { provider: expected.provider, code, redirectUri: socialRedirectUri() };
}

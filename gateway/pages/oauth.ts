import type { Hono } from 'hono';
import { createHash } from 'node:crypto';
import { LIMITS } from '../constants.ts';
import type { Gateway, GatewayEnv } from '../context.ts';
import { newToken } from '../crypto/tokens.ts';
import { saveAuthCode } from '../store/social.ts';
import { html } from 'hono/html';
import { allowedRedirect, page } from './html.ts';

const providerNames: Record<string, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The gateway plays both identity providers with a consent page, authorization-code style:
 * GET shows who you sign in as, POST answers with a redirect carrying a single-use code (or
 * error=access_denied), which the site exchanges through /wps/session/login/social.
 */
export function oauthPages(app: Hono<GatewayEnv>, gw: Gateway): void {
  app.get('/wps/oauth/:provider/authorize', (c) => {
    const checked = check(gw, c.req.param('provider'), c.req.query('merchant'), c.req.query('redirect_uri'));
    if ('error' in checked) return page(c, 'Sign-in error', html`<h1>Sign-in error</h1><p>${checked.error}</p>`, 400);
    const name = providerNames[checked.provider] ?? checked.provider;
    const state = c.req.query('state') ?? '';
    return page(
      c,
      `Sign in with ${name}`,
      html`<h1>Sign in with ${name}</h1>
<p><small>Demo identity provider of the skinforge reference gateway. Any email works; the same email is the same identity.</small></p>
<form method="post"><input type="hidden" name="merchant" value="${checked.merchant}"><input type="hidden" name="redirect_uri" value="${checked.redirectUri}"><input type="hidden" name="state" value="${state.slice(0, 200)}">
<label for="email">Email</label><input id="email" name="email" type="email" required maxlength="120" value="player@${checked.provider}.example">
<label for="name">Name</label><input id="name" name="name" required maxlength="60" value="Demo Player">
<p>${checked.merchant} will receive your name and email address.</p>
<button name="action" value="allow" type="submit">Allow</button><button class="secondary" name="action" value="deny" type="submit">Cancel</button></form>`,
    );
  });

  app.post('/wps/oauth/:provider/authorize', async (c) => {
    const form = await c.req.parseBody().catch(() => null);
    if (!form) return page(c, 'Sign-in error', html`<h1>Sign-in error</h1><p>The form could not be read.</p>`, 400);
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    const checked = check(gw, c.req.param('provider'), field('merchant'), field('redirect_uri'));
    if ('error' in checked) return page(c, 'Sign-in error', html`<h1>Sign-in error</h1><p>${checked.error}</p>`, 400);
    const target = new URL(checked.redirectUri);
    if (field('state')) target.searchParams.set('state', field('state').slice(0, 200));
    const email = field('email').trim().toLowerCase().slice(0, 120);
    if (field('action') !== 'allow' || !/^[^\s@]+@[^\s@]+$/.test(email)) {
      target.searchParams.set('error', 'access_denied');
      return c.redirect(target.toString(), 302);
    }
    const code = newToken();
    const subject = createHash('sha256').update(`${checked.provider}:${email}`).digest('hex').slice(0, 24);
    saveAuthCode(
      gw.db,
      code,
      checked.merchant,
      { provider: checked.provider, subject, email, name: field('name').trim().slice(0, 60) || email },
      checked.redirectUri,
      gw.clock() + LIMITS.oauthCodeTtlMs,
    );
    target.searchParams.set('code', code);
    target.searchParams.set('provider', checked.provider);
    return c.redirect(target.toString(), 302);
  });
}

function check(
  gw: Gateway,
  provider: string,
  merchant: string | undefined,
  redirectUri: string | undefined,
): { provider: string; merchant: string; redirectUri: string } | { error: string } {
  const tenant = gw.tenants.get(merchant ?? '');
  if (!tenant) return { error: 'unknown merchant' };
  if (!(tenant.config.signIn.social as string[]).includes(provider))
    return { error: `${provider} sign-in is not enabled for this merchant` };
  if (!redirectUri || !allowedRedirect(redirectUri, tenant.config.site.domains))
    return { error: "redirect_uri is not one of the merchant's sites" };
  return { provider, merchant: tenant.code, redirectUri };
}

// The remember-me cookie (spec §9: 24 hours). HttpOnly, so a script on the page can never read the
// token; SameSite=Strict and scoped to /wps/session, so it goes only to the login, resume and
// logout calls of the site's own origin (the site proxies the gateway same-origin). Secure unless
// the site is reached over plain http (a local preview).
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Context } from 'hono';
import type { Gateway } from '../context.ts';
import { forgetLogin, rememberLogin } from '../store/remembered.ts';
import { requestOrigin } from '../http/request-source.ts';

const NAME = 'remember';
const PATH = '/wps/session';

const secure = (c: Context) => requestOrigin(c).startsWith('https:');

/** Remembers this browser's login for a day, under the credential its check saw: a new remembered login and its cookie. */
export function setRememberCookie(c: Context, gw: Gateway, merchant: string, member: { id: number; credentialVersion: number }): void {
  const now = gw.clock();
  const { token, expiresAt } = rememberLogin(gw.db, merchant, member, now);
  setCookie(c, NAME, token, {
    path: PATH,
    httpOnly: true,
    sameSite: 'Strict',
    secure: secure(c),
    maxAge: Math.floor((expiresAt - now) / 1000),
  });
}

/** The remembered login's token this browser sent, if any. */
export function rememberCookie(c: Context): string | undefined {
  return getCookie(c, NAME) || undefined;
}

/** Forgets this browser's remembered login: revoked in the store and the cookie deleted. */
export function dropRememberCookie(c: Context, gw: Gateway): void {
  const token = rememberCookie(c);
  if (token) forgetLogin(gw.db, token, gw.clock());
  deleteCookie(c, NAME, { path: PATH, secure: secure(c), httpOnly: true, sameSite: 'Strict' });
}

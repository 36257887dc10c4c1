import type { Context } from 'hono';

const loopback = new Set(['127.0.0.1', '::1', 'localhost']);

function normalise(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * The caller's IP. X-Forwarded-For is believed only from loopback, i.e. from `npm start`'s proxy
 * (or an in-process test request, which has no socket).
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = normalise(env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  return loopback.has(peer) && forwarded && /^[0-9a-fA-F.:]{2,45}$/.test(forwarded) ? normalise(forwarded) : peer;
}

/**
 * The merchant's site origin for a link sent out of band (a reset mail): the host the request came
 * through only when it is one of the merchant's domains (https) or loopback (a local preview);
 * otherwise the configured site URL. Host and X-Forwarded-Host are the client's to write, and a
 * link built from them would carry a victim's token to the attacker's host.
 */
export function siteOrigin(c: Context, site: { url: string; domains: readonly string[] }): string {
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? '';
  const hostname = URL.parse(`http://${host}`)?.hostname ?? '';
  if (loopback.has(hostname)) return `http://${host}`;
  if (site.domains.includes(hostname)) return `https://${hostname}`;
  return new URL(site.url).origin;
}

/** The origin the caller reached the gateway on, for absolute URLs (launch pages, image hosts). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https' : url.protocol.replace(':', '');
  return /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${proto}://${host}` : url.origin;
}

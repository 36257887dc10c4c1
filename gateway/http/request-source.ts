// Where a request comes from: the caller's address (behind the trusted proxies) and the site origin it was sent from.
import type { Context } from 'hono';

const loopback = new Set(['127.0.0.1', '::1', 'localhost']);

function normalise(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/**
 * How many proxies in front of the gateway append the caller's address to X-Forwarded-For
 * (GATEWAY_TRUSTED_HOPS; default 1, `npm start`'s own proxy). The browser tests set 2: each test
 * plays an outer proxy that names the address it wants to be seen from.
 */
const TRUSTED_HOPS = Math.max(1, Math.trunc(Number(process.env['GATEWAY_TRUSTED_HOPS'] ?? 1)) || 1);

/**
 * The caller's IP. Only a loopback peer (the project's proxy, or an in-process test request, which
 * has no socket) is asked whom it forwards, and then only the entry the outermost trusted proxy
 * wrote: the list's last `TRUSTED_HOPS` entries were appended by proxies, anything before them
 * the client wrote itself.
 */
export function clientIp(c: Context): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const peer = normalise(env?.incoming?.socket?.remoteAddress ?? '127.0.0.1');
  if (!loopback.has(peer)) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = chain[Math.max(0, chain.length - TRUSTED_HOPS)];
  return entry && /^[0-9a-fA-F.:]{2,45}$/.test(entry) ? normalise(entry) : peer;
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

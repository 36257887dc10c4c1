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

/** The origin the caller reached the gateway on, for absolute URLs (launch pages, image hosts). */
export function requestOrigin(c: Context): string {
  const url = new URL(c.req.url);
  const host = c.req.header('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https' : url.protocol.replace(':', '');
  return /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `${proto}://${host}` : url.origin;
}

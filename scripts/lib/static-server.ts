import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** Text answers are sent gzipped, as a host in front of the sites would (the budgets count them so). */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/;
const gzip6 = promisify(gzip);

/**
 * Each file's last gzipped answer, reused while its bytes are the same (compared whole, so a
 * rebuilt file is compressed again): a site's pages ask for the same stylesheets and scripts on
 * every load. Under the browser tests it took the server from about 3.5 to 2.8 s of CPU a minute.
 */
const compressed = new Map<string, { raw: Buffer; gz: Buffer }>();

async function gzipped(path: string, body: Buffer): Promise<Buffer> {
  const known = compressed.get(path);
  if (known?.raw.equals(body)) return known.gz;
  const gz = await gzip6(body);
  compressed.set(path, { raw: body, gz });
  return gz;
}

/** Paths the gateway answers when a site is served with one (same origin, as operators deploy it). */
export const GATEWAY_PREFIXES = ['/wps/', '/lgw/', '/lotto/'];

/**
 * A request's path and query, as a URL on the site's own origin. The path is taken as a path: one
 * that starts with `//` (`//?x`, `//elsewhere.example/wps/x`) is not an address of another host, as
 * resolving it would make it (and `//?x` made the URL parser throw, which took the server down).
 */
export function requestUrl(req: IncomingMessage): URL {
  const target = req.url ?? '/';
  return new URL(target.startsWith('/') ? `http://localhost${target}` : 'http://localhost/');
}

/** Whether a URL path belongs to the gateway rather than the site. */
export function isGatewayPath(pathname: string): boolean {
  return GATEWAY_PREFIXES.some((p) => pathname.startsWith(p));
}

/** The Content-Type header for a file extension (".css"). */
export function contentType(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}

export interface StaticServerOptions {
  /** The site folder, served at the root (dist/<merchant>). */
  root: string;
  /** Origin of a gateway to proxy /wps, /lgw and /lotto to, e.g. http://127.0.0.1:8787. */
  gateway?: string | undefined;
}

/** Parses a _headers file's "/*" block into header pairs. */
async function readHeaders(root: string): Promise<Record<string, string>> {
  const text = await readFile(join(root, '_headers'), 'utf8').catch(() => '');
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const match = /^\s+([A-Za-z-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!] = match[2]!;
  }
  return headers;
}

/** Finds the file for a URL path the way static hosts do: /x → x/index.html, then x.html. */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  if (relative.split(sep).includes('..')) return undefined;
  const base = join(root, relative);
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

/** Passes a request on to the gateway as an operator's reverse proxy would, with the visitor's address and host. */
export function proxyToGateway(req: IncomingMessage, res: ServerResponse, gateway: string): void {
  // The gateway's origin with the request's path put in, never resolved against it: resolved, a
  // path such as //elsewhere.example/wps/x would have sent the request, and its headers, to that host.
  const { pathname, search } = requestUrl(req);
  const target = new URL(gateway);
  Object.assign(target, { pathname, search });
  // The gateway's IP rules (captcha after failures, IP verification, restrictions) need the visitor's address.
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  // The site's own host too: the gateway builds absolute URLs (launched games, image and launch
  // hosts in the status call) on the origin the browser reached it by, as behind an operator's proxy.
  const forwardedHost = req.headers['x-forwarded-host'] ?? req.headers.host;
  const headers = {
    ...req.headers,
    host: target.host,
    'x-forwarded-for': forwardedFor,
    ...(forwardedHost ? { 'x-forwarded-host': forwardedHost } : {}),
  };
  const upstream = httpRequest(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, errorCode: 'gateway.unreachable', message: 'The gateway is not reachable.' }));
  });
  req.pipe(upstream);
}

/** A static server for one built site, applying its _headers like a static host would. */
export async function createStaticServer({ root, gateway }: StaticServerOptions): Promise<Server> {
  const headers = await readHeaders(root);
  return createServer((req, res) => {
    // An answer that failed half-way ends its connection; the server goes on serving.
    answer(req, res).catch(() => (res.headersSent ? res.destroy() : res.writeHead(500).end()));
  });

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (gateway && isGatewayPath(url.pathname)) return proxyToGateway(req, res, gateway);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    // _headers configures the host; like a real static host, do not serve it as a file.
    const file = url.pathname === '/_headers' ? undefined : await resolveFile(root, url.pathname);
    const status = file ? 200 : 404;
    const path = file ?? join(root, '404.html');
    const body = await readFile(path).catch(() => Buffer.from('Not found'));
    // Bundles are named by hash, font files by their package version (src/config/font-faces.ts).
    const immutable = url.pathname.startsWith('/_astro/') || url.pathname.startsWith('/fonts/');
    const type = contentType(extname(path));
    const compress = COMPRESSIBLE.test(type) && body.length > 1024 && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(status, {
      ...headers,
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(compress ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : compress ? await gzipped(path, body) : body);
  }
}

/** Whether a port can be listened on now. */
export function portFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((done) => {
    const probe = createNetServer();
    probe.once('error', () => done(false));
    probe.listen(port, host, () => probe.close(() => done(true)));
  });
}

/** Starts a server and resolves once it listens. */
export function listen(server: Server, port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done());
  });
}

// nginx server blocks for built merchant sites: the same answers scripts/lib/static-server.ts gives
// (file lookup, _headers, cache rules, the 404 page, the gateway proxy), for an operator's nginx.
import { join } from 'node:path';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { SECURITY_HEADERS } from './site-files.ts';
import { GATEWAY_PREFIXES } from './static-server.ts';

/** What every merchant's server block shares: where the sites live and what is in front of the gateway. */
export interface NginxOptions {
  /** The folder holding the live sites, absolute: each merchant's root is <dist>/<merchant>. */
  dist: string;
  /** The gateway's origin, e.g. http://127.0.0.1:8787. */
  upstream: string;
  /** `listen` values: a port or address:port, optionally followed by ssl and http2. */
  listen: readonly string[];
  /** Files each server block includes (TLS certificates, logs); {merchant} is the merchant's code. */
  includes: readonly string[];
}

/** Hashed bundle files never change under a name: a year, immutable. Everything else is revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * An nginx string: always double-quoted with \ and " escaped. A $ cannot be escaped in nginx (it
 * always starts a variable), nor a line break kept, so those are refused.
 */
function quote(value: string): string {
  if (/[$\n\r]/.test(value)) throw new Error(`${JSON.stringify(value)} cannot be written into an nginx config ($ or a line break)`);
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/**
 * The template every line goes through: its literal text is nginx as written ($uri is nginx's
 * variable), and each interpolated value is quoted, so a value can never add a directive.
 */
function conf(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((text, part, i) => text + part + (i < values.length ? quote(String(values[i])) : ''), '');
}

/** Indents a block's lines by one level. */
const indent = (lines: readonly string[]): string[] => lines.map((line) => (line ? `    ${line}` : line));

/** `--gateway-upstream` values: an http(s) origin (nginx passes the path on as the site asked it). Returns a reason when not. */
export function checkUpstream(value: string): string | undefined {
  const url = URL.parse(value);
  if (!url) return `"${value}" is not a URL (e.g. http://127.0.0.1:8787)`;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `"${value}" is not an http or https URL`;
  if (url.username || url.password) return `"${value}": no credentials in the URL`;
  if (url.pathname !== '/' || url.search || url.hash)
    return `"${value}": give the gateway's origin only, without a path, query or fragment (e.g. ${url.origin})`;
  return undefined;
}

/** `--listen` values: 80, 127.0.0.1:8080, [::]:443 ssl http2. Returns a reason when not. */
export function checkListen(value: string): string | undefined {
  const [address, ...flags] = value.trim().split(/\s+/);
  const match = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-fA-F:]+\]|\*|localhost):)?(\d{1,5})$/.exec(address ?? '');
  const port = Number(match?.[1]);
  if (!match || port < 1 || port > 65535) return `"${value}" is not a port or address:port (e.g. 80, 127.0.0.1:8080, [::]:443)`;
  const unknown = flags.find((flag) => flag !== 'ssl' && flag !== 'http2');
  if (unknown) return `"${value}": only ssl and http2 may follow the port, not "${unknown}"`;
  return undefined;
}

/** The host names a merchant is served on: site.domains, or site.url's host when it names none. */
function serverNames(config: ResolvedTenantConfig): string[] {
  return config.site.domains.length ? [...config.site.domains] : [new URL(config.site.url).hostname];
}

/** A static location: the security headers on every answer (404s too) and its cache rule. */
function staticHeaders(cacheControl: string): string[] {
  // add_header is inherited only by blocks that set none of their own, so each location lists all.
  return [...Object.entries(SECURITY_HEADERS), ['Cache-Control', cacheControl] as const].map(
    ([name, value]) => conf`add_header ${name} ${value} always;`,
  );
}

/** One merchant's nginx server block. */
export function nginxServer(config: ResolvedTenantConfig, options: NginxOptions): string {
  const merchant = config.merchantCode;
  const upstream = new URL(options.upstream);
  const proxy = [
    conf`proxy_pass ${upstream.origin};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    // The gateway builds absolute URLs (launched games, image hosts) on the origin the visitor used.
    'proxy_set_header Host $proxy_host;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    // The gateway's IP rules read the last X-Forwarded-For entry a trusted proxy appended (its
    // GATEWAY_TRUSTED_HOPS): this one appends the visitor's address to what it was sent.
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',

    ...(upstream.protocol === 'https:' ? ['proxy_ssl_server_name on;'] : []),
  ];
  const lines = [
    ...options.listen.map((value) => `listen ${value.trim().split(/\s+/).join(' ')};`),
    `server_name ${serverNames(config)
      .map((name) => conf`${name}`)
      .join(' ')};`,
    ...options.includes.map((file) => conf`include ${file.replaceAll('{merchant}', merchant)};`),
    // The live site: nginx resolves the path (a link to the live release) on every request, so a
    // release switch or rollback is served at once, without a reload.
    conf`root ${join(options.dist, merchant)};`,
    'charset utf-8;',
    'server_tokens off;',
    'error_page 404 /404.html;',
    // Pages, styles and scripts gzipped, as the budgets count them (/rng's HTML is 75 KB raw, 17 gzipped).
    'gzip on;',
    'gzip_vary on;',
    'gzip_min_length 1024;',
    'gzip_types text/css text/javascript application/javascript application/json application/xml application/manifest+json image/svg+xml;',
    '',
    // As static hosts do (static-server.ts): /x is x, then x/index.html, then x.html.
    ...block('location /', ['try_files $uri $uri/index.html $uri.html =404;', ...staticHeaders(REVALIDATE)]),
    ...block('location /_astro/', ['try_files $uri =404;', ...staticHeaders(IMMUTABLE)]),
    // Font files sit in a folder named by their package version (src/config/font-faces.ts).
    ...block('location /fonts/', ['try_files $uri =404;', ...staticHeaders(IMMUTABLE)]),
    // nginx's mime.types may not know the web app manifest's type (browsers want it exact).
    ...block('location = /manifest.webmanifest', ['types { application/manifest+json webmanifest; }', ...staticHeaders(REVALIDATE)]),
    // The hosting rules, not a page.
    ...block('location = /_headers', ['return 404;']),
    '',
    // Same origin, as the sites are built to call it.
    ...GATEWAY_PREFIXES.flatMap((prefix) => block(`location ${prefix}`, proxy)),
  ];
  return [`# ${merchant}: generated by \`npm run site -- nginx\`; regenerate rather than edit.`, ...block('server', lines), ''].join('\n');
}

/** An nginx block: its opening line, its directives indented, its closing brace. */
function block(opening: string, directives: readonly string[]): string[] {
  return [`${opening} {`, ...indent(directives), '}'];
}

// What the studio lets a request do: the paths it may write (files under the tenants folder, and
// only those) and who may ask at all (the token printed at start, or the cookie it set, from the
// studio's own origin).
import { timingSafeEqual } from 'node:crypto';
import { lstat, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/** A path the studio will not touch: outside the tenants folder, through a link, or not a config. */
export class RefusedPath extends Error {}

/** Where configs live under the tenants folder: brand files at its top, layers under layers/. */
const CONFIG_PATH = /^(?:[a-z0-9][a-z0-9_-]*|layers\/[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*)\.json$/;

/**
 * The absolute path of `path` (relative, with /) under `root`, once it is sure to stay there: no
 * absolute path, no `..`, no backslash or NUL, no symbolic link on the way (a link could lead out).
 * The file itself need not exist yet.
 */
export async function pathUnder(root: string, path: string): Promise<string> {
  if (typeof path !== 'string' || path === '') throw new RefusedPath('no path given');
  if (path.includes('\0') || path.includes('\\')) throw new RefusedPath(`${JSON.stringify(path)}: no NUL or backslash in a path`);
  if (isAbsolute(path) || /^[a-zA-Z]:/.test(path))
    throw new RefusedPath(`${path}: an absolute path; give one relative to the tenants folder`);
  if (path.split('/').some((part) => part === '..' || part === '.'))
    throw new RefusedPath(`${path}: "." and ".." are not allowed in a path`);
  const base = await realpath(root);
  const full = resolve(base, path);
  const rel = relative(base, full);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) throw new RefusedPath(`${path} is outside the tenants folder`);
  // Every part that exists must be a plain folder or file: a link is refused wherever it points.
  let at = base;
  for (const part of rel.split(sep)) {
    at = join(at, part);
    const info = await lstat(at).catch(() => undefined);
    if (!info) break;
    if (info.isSymbolicLink()) throw new RefusedPath(`${path}: ${relative(base, at)} is a symbolic link`);
  }
  const parent = await realpath(dirname(full)).catch(() => undefined);
  if (parent && parent !== base && !parent.startsWith(`${base}${sep}`)) throw new RefusedPath(`${path} is outside the tenants folder`);
  return full;
}

/** A config file under the tenants folder: a brand (`luzon.json`) or a layer (`layers/families/ph.json`). */
export async function configPath(root: string, path: string): Promise<string> {
  if (typeof path !== 'string' || !CONFIG_PATH.test(path))
    throw new RefusedPath(
      `${JSON.stringify(path)} is not a config under the tenants folder: <brand>.json or layers/<name>.json, lower-case`,
    );
  return pathUnder(root, path);
}

/** Equal strings, compared in constant time (a token, a session, a password). */
export function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a request shows of itself to the access check. */
export interface Caller {
  method: string;
  /** Host header. */
  host: string | undefined;
  /** Origin header, when the browser sent one. */
  origin: string | undefined;
  /** The ?token= of the address. */
  token: string | undefined;
  /** The studio's cookie. */
  cookie: string | undefined;
}

export interface Access {
  /** The token printed at start. */
  token: string;
  /** The cookie's value: a secret of its own, so the token never rides along on every request. */
  session: string;
  /** The Host headers the studio answers to (host:port). */
  hosts: readonly string[];
}

/** Why a request is refused, or undefined when it may go on. */
export function refusal(access: Access, caller: Caller): string | undefined {
  // A page elsewhere can make the browser send a request here (with the cookie, for a GET), and a
  // DNS name pointed at 127.0.0.1 can make it look same-origin: both are answered 403.
  if (!caller.host || !access.hosts.includes(caller.host)) return `unknown host ${caller.host ?? '(none)'}`;
  if (caller.origin !== undefined && !access.hosts.some((host) => caller.origin === `http://${host}`))
    return `requests from ${caller.origin} are refused`;
  if (caller.cookie !== undefined && same(caller.cookie, access.session)) return undefined;
  if (caller.token !== undefined && same(caller.token, access.token)) return undefined;
  return 'open the address with the token that `site studio` printed';
}

/** Whether an address is this machine only. */
export function isLoopback(host: string): boolean {
  return /^(127\.\d+\.\d+\.\d+|localhost|::1)$/.test(host);
}

/** The Host headers a studio listening on host:port answers to. */
export function hostsOf(host: string, port: number): string[] {
  const loopback = ['127.0.0.1', 'localhost', '[::1]'];
  const name = host.includes(':') ? `[${host}]` : host;
  return [...new Set([name, ...(isLoopback(host) ? loopback : [])])].map((h) => `${h}:${port}`);
}

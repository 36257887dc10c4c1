import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

/** scrypt's cost parameters, as a stored hash names them. */
interface Cost {
  N: number;
  r: number;
  p: number;
}

/**
 * The cost new hashes use: N=2^17, r=8, p=1, the minimum OWASP's password storage cheat sheet
 * lists (128 MiB and about 0.3 s on the CI machine). GATEWAY_SCRYPT_LOG2N lowers or raises N for a
 * machine that needs it (from 2^14 to 2^20); hashes keep the cost they were made with, and a login
 * whose hash is below the current cost is hashed again.
 */
export const passwordCost: Cost = { N: 2 ** costExponent(process.env['GATEWAY_SCRYPT_LOG2N']), r: 8, p: 1 };
const keyLength = 32;

function costExponent(value: string | undefined): number {
  if (value === undefined || value === '') return 17;
  const exponent = Number(value);
  if (!Number.isInteger(exponent) || exponent < 14 || exponent > 20) {
    throw new Error(`GATEWAY_SCRYPT_LOG2N must be a whole number from 14 to 20 (scrypt's N = 2^value), not "${value}"`);
  }
  return exponent;
}

/** scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is below that for N=2^17. */
const maxmem = (cost: Cost) => 256 * cost.N * cost.r;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, { ...cost, maxmem: maxmem(cost) }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

const format = (cost: Cost, salt: Buffer, key: Buffer) =>
  ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64 parts) at the current cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(passwordCost, salt, await derive(password, salt, passwordCost));
}

/** hashPassword, synchronously: for the seed, which runs before the server listens. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return format(
    passwordCost,
    salt,
    scryptSync(password.normalize('NFC'), salt, keyLength, { ...passwordCost, maxmem: maxmem(passwordCost) }),
  );
}

/** The stored hash's parts, or null when it is not one of ours or its cost is out of bounds. */
function parse(stored: string): { cost: Cost; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const sane =
    Number.isInteger(Math.log2(cost.N)) &&
    cost.N >= 2 ** 10 &&
    cost.N <= 2 ** 20 &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    cost.p >= 1 &&
    cost.p <= 4;
  return sane ? { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') } : null;
}

/** Checks a password against a stored hash, at the cost the hash was made with, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = parse(stored);
  if (!parts) return false;
  const key = await derive(password, parts.salt, parts.cost);
  return parts.hash.length === key.length && timingSafeEqual(key, parts.hash);
}

/** True when a stored hash was made at a lower cost than new ones: hash the password again on login. */
export function needsRehash(stored: string): boolean {
  const cost = parse(stored)?.cost;
  return !cost || cost.N < passwordCost.N || cost.r !== passwordCost.r || cost.p !== passwordCost.p;
}

/** A hash no password matches, for comparing against when the user is unknown (same work, same time). */
export const decoyHash = `scrypt$${passwordCost.N}$${passwordCost.r}$${passwordCost.p}$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=`;

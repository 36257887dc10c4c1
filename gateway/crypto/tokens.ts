import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A fresh 128-bit random token as 32 hex characters. */
export function newToken(): string {
  return randomBytes(16).toString('hex');
}

/** What the store keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random string of digits (SMS codes, captcha answers). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A random lower-case alphanumeric string without look-alike characters. */
export function randomWord(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

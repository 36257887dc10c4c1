import { randomInt } from 'node:crypto';
import { desEncrypt } from './rsa-des.ts';

/**
 * The client side of the rsa-des scheme, as the sites do it: used by the tests and the bench to
 * talk to the gateway exactly like a browser.
 */
export function encryptHeader(modulusHex: string, k: string): string {
  const n = BigInt(`0x${modulusHex}`);
  const chunkBytes = 2 * (Math.ceil(modulusHex.length / 4) - 1); // RSA.js: 2 × biHighIndex(m)
  const bytes = [...k].reverse().map((ch) => ch.charCodeAt(0));
  while (bytes.length % chunkBytes !== 0) bytes.push(0);
  const blocks: string[] = [];
  for (let i = 0; i < bytes.length; i += chunkBytes) {
    let m = 0n;
    for (let j = chunkBytes - 1; j >= 0; j--) m = (m << 8n) | BigInt(bytes[i + j] ?? 0);
    const hex = modPow(m, 65537n, n).toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}

/** Encrypts a payload: returns the body and the Encryption header. */
export function encryptPayload(modulusHex: string, payload: unknown, k: string = randomKey()): { body: { value: string }; header: string } {
  return { body: { value: desEncrypt(JSON.stringify(payload), k) }, header: encryptHeader(modulusHex, k) };
}

/** A fresh random 16-character alphanumeric K. */
export function randomKey(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let k = '';
  for (let i = 0; i < 16; i++) k += chars[randomInt(chars.length)];
  return k;
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

// The platform's legacy payload encryption ("rsa-des", docs/gateway-contract.md), as clients
// do it. Shared by the site's gateway client and the reference gateway's tests, so both speak
// exactly the same scheme. Runs in browsers and Node (Web Crypto randomness, BigInt RSA); only
// crypto-js's DES modules are loaded.
import CryptoJS from 'crypto-js/core.js';
import 'crypto-js/tripledes.js';
import 'crypto-js/mode-ecb.js';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The exponent of every platform key. */
const EXPONENT = 65537n;

/** A fresh random 16-character alphanumeric K. */
export function randomKey(): string {
  let k = '';
  while (k.length < 16) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      // 248 is the largest multiple of 62 below 256: higher bytes would favour some characters.
      if (byte < 248 && k.length < 16) k += ALPHANUMERIC[byte % 62];
    }
  }
  return k;
}

/** DES-ECB/PKCS7 of a text with the first 8 bytes of K, as base64. */
export function desEncrypt(plain: string, k: string): string {
  const key = CryptoJS.enc.Utf8.parse(k.slice(0, 8));
  return CryptoJS.DES.encrypt(plain, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

/** Reverses desEncrypt; null when the ciphertext does not decrypt to UTF-8 text. */
export function desDecrypt(base64: string, k: string): string | null {
  try {
    const text = CryptoJS.DES.decrypt(base64, CryptoJS.enc.Utf8.parse(k.slice(0, 8)), {
      mode: CryptoJS.mode.ECB,
      padding: CryptoJS.pad.Pkcs7,
    }).toString(CryptoJS.enc.Utf8);
    return text === '' ? null : text;
  } catch {
    return null;
  }
}

/**
 * The Encryption header: textbook RSA of the reversed K, packed as the widely used RSA.js
 * `encryptedString` does (characters little-endian into blocks of 2 × the modulus's highest
 * 16-bit digit index bytes, zero-padded; each block as hex, blocks joined by spaces).
 */
export function encryptHeader(modulusHex: string, k: string): string {
  const n = BigInt(`0x${modulusHex}`);
  const chunkBytes = 2 * (Math.ceil(modulusHex.length / 4) - 1);
  const bytes = [...k].reverse().map((ch) => ch.charCodeAt(0));
  while (bytes.length % chunkBytes !== 0) bytes.push(0);
  const blocks: string[] = [];
  for (let i = 0; i < bytes.length; i += chunkBytes) {
    let m = 0n;
    for (let j = chunkBytes - 1; j >= 0; j--) m = (m << 8n) | BigInt(bytes[i + j] ?? 0);
    const hex = modPow(m, EXPONENT, n).toString(16);
    blocks.push(hex.padStart(Math.ceil(hex.length / 4) * 4, '0'));
  }
  return blocks.join(' ');
}

/** Encrypts a payload with a fresh K: the request body and the Encryption header. */
export function encryptPayload(modulusHex: string, payload: unknown, k: string = randomKey()): { body: { value: string }; header: string } {
  return { body: { value: desEncrypt(JSON.stringify(payload), k) }, header: encryptHeader(modulusHex, k) };
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

/**
 * The address of a customer-service entry of the status call: its `path` is the DES ciphertext
 * (base64) followed by the 8-character key. Null when it is not such a value, or does not
 * decrypt to an https, mailto: or tel: address (nothing else may become a link).
 */
export function decryptPath(path: string): string | null {
  if (path.length <= 8) return null;
  const url = desDecrypt(path.slice(0, -8), path.slice(-8));
  return url && /^(https:\/\/|mailto:|tel:)\S+$/.test(url) ? url : null;
}

import { constants, createPrivateKey, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { desEncrypt } from '../../core/payload-crypto.ts';

/** The gateway's RSA key pair for the rsa-des scheme (docs/gateway-contract.md, "Encrypted calls"). */
export interface RsaKey {
  /** The private key, PEM, as persisted. */
  pem: string;
  /** The public modulus as lower-case hex (what GET /wps/session/key/rsa returns). */
  modulusHex: string;
  key: KeyObject;
}

/** Makes a new 1024-bit key pair (exponent 65537): 1024 bits is what the platform's clients expect. */
export function generateRsaKey(): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
  return rsaKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
}

/** Loads a persisted private key. */
export function rsaKeyFromPem(pem: string): RsaKey {
  const key = createPrivateKey(pem);
  const jwk = key.export({ format: 'jwk' });
  const modulusHex = Buffer.from(String(jwk.n), 'base64url').toString('hex').replace(/^0+/, '');
  return { pem, modulusHex, key };
}

/**
 * Recovers K from an Encryption header: textbook RSA of the reversed K, as RSA.js's
 * encryptedString makes it (little-endian bytes, zero-padded, hex blocks separated by spaces).
 * Returns null when the header is not such a value.
 */
export function decryptHeader(rsa: RsaKey, header: string): string | null {
  const blocks = header.trim().split(' ');
  if (blocks.length > 4) return null;
  let text = '';
  for (const block of blocks) {
    if (!/^[0-9a-fA-F]{1,256}$/.test(block)) return null;
    const cipher = Buffer.from(block.padStart(256, '0'), 'hex');
    let plain: Buffer;
    try {
      plain = privateDecrypt({ key: rsa.key, padding: constants.RSA_NO_PADDING }, cipher);
    } catch {
      return null; // a value not below the modulus
    }
    // RSA.js packs the first character into the least significant byte.
    const bytes = [...plain].reverse();
    while (bytes.length && bytes[bytes.length - 1] === 0) bytes.pop();
    text += String.fromCharCode(...bytes);
  }
  const k = [...text].reverse().join('');
  return /^[\x21-\x7e]{8,64}$/.test(k) ? k : null;
}

/** A customer-service path as the status call carries it: DES ciphertext followed by its 8-character key. */
export function encryptPath(url: string, key8: string): string {
  return desEncrypt(url, key8) + key8;
}

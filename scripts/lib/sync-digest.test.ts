import { describe, expect, it } from 'vitest';
import { withSyncDigest } from './sync-digest.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe('withSyncDigest', () => {
  it('gives the digests WebCrypto gives, for each algorithm and form of input, and puts WebCrypto back', async () => {
    const webCrypto = crypto.subtle.digest;
    const inputs = [bytes(''), bytes('<script>boot()</script> ✓'), bytes('abc').buffer as ArrayBuffer, new DataView(bytes('xyz').buffer)];
    const algorithms: AlgorithmIdentifier[] = ['SHA-256', 'SHA-384', 'sha-512', { name: 'SHA-1' }];
    const expected = await Promise.all(algorithms.flatMap((a) => inputs.map(async (d) => hex(await crypto.subtle.digest(a, d)))));
    const got = await withSyncDigest(async () => {
      expect(crypto.subtle.digest).not.toBe(webCrypto);
      return Promise.all(algorithms.flatMap((a) => inputs.map(async (d) => hex(await crypto.subtle.digest(a, d)))));
    });
    expect(got).toEqual(expected);
    expect(crypto.subtle.digest).toBe(webCrypto);
  });

  it('puts WebCrypto back when the work fails, and rejects an unknown algorithm as WebCrypto does', async () => {
    const webCrypto = crypto.subtle.digest;
    await expect(withSyncDigest(() => crypto.subtle.digest('MD5', bytes('x')))).rejects.toThrow();
    expect(crypto.subtle.digest).toBe(webCrypto);
  });
});

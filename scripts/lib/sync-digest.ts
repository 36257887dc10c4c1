// Astro hashes every page's inline scripts and styles for its CSP with WebCrypto's digest: each hash
// a thread-pool job and a promise, about 0.3 ms of the main thread a page (docs/scale.md). While a
// compile runs, digest answers from node:crypto's synchronous hash instead: the same bytes in, the
// same digest out, at a quarter of the CPU time for inputs of this size.
import { createHash } from 'node:crypto';

/** WebCrypto's digest names and node:crypto's for the same hash. */
const NODE_NAMES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

/** Runs `work` with crypto.subtle.digest computed synchronously, and puts WebCrypto's back afterwards. */
export async function withSyncDigest<T>(work: () => Promise<T>): Promise<T> {
  const subtle = globalThis.crypto.subtle;
  const own = Object.getOwnPropertyDescriptor(subtle, 'digest');
  const webCrypto = subtle.digest;
  subtle.digest = function digest(algorithm: AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
    const name = NODE_NAMES[(typeof algorithm === 'string' ? algorithm : algorithm.name).toUpperCase()];
    if (!name || !(ArrayBuffer.isView(data) || data instanceof ArrayBuffer)) return webCrypto.call(subtle, algorithm, data);
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
    const hash = createHash(name).update(bytes).digest();
    return Promise.resolve(hash.buffer.slice(hash.byteOffset, hash.byteOffset + hash.byteLength) as ArrayBuffer);
  };
  try {
    return await work();
  } finally {
    if (own) Object.defineProperty(subtle, 'digest', own);
    else delete (subtle as { digest?: unknown }).digest;
  }
}

import { describe, expect, it } from 'vitest';
import { decryptHeader, encryptPath, generateRsaKey } from '../../gateway/crypto/rsa-des.ts';
import { decryptPath, desDecrypt, encryptHeader, encryptPayload, randomKey } from '../../core/payload-crypto.ts';

describe('rsa-des payload encryption', () => {
  const rsa = generateRsaKey();

  it('makes 16-character alphanumeric keys, different each time', () => {
    const keys = Array.from({ length: 200 }, randomKey);
    expect(keys.every((k) => /^[A-Za-z0-9]{16}$/.test(k))).toBe(true);
    expect(new Set(keys).size).toBe(200);
  });

  it('round-trips through the gateway: it recovers K from the header and the payload from the body', () => {
    const payload = { username: 'demo01', password: 'Démo 1234 ✓', captcha: '' };
    const k = randomKey();
    const { body, header } = encryptPayload(rsa.modulusHex, payload, k);
    expect(header).toMatch(/^[0-9a-f]+$/);
    expect(header.length % 4).toBe(0);
    expect(decryptHeader(rsa, header)).toBe(k);
    expect(JSON.parse(desDecrypt(body.value, k)!)).toEqual(payload);
  });

  it('splits a key longer than one RSA block into space-separated blocks, as RSA.js does', () => {
    const long = 'K'.repeat(130);
    const header = encryptHeader(rsa.modulusHex, long);
    expect(header.split(' ')).toHaveLength(2);
  });
});

describe('customer-service paths', () => {
  it('decrypts a path the gateway encrypted with the key at its end', () => {
    expect(decryptPath(encryptPath('https://t.me/luzonplay_cs', 'a1B2c3D4'))).toBe('https://t.me/luzonplay_cs');
    expect(decryptPath(encryptPath('tel:+842800000000', 'Zz9Yy8Xx'))).toBe('tel:+842800000000');
  });

  it('refuses a path with the wrong key, a short one, or one that is no https, mailto: or tel: address', () => {
    const path = encryptPath('https://chat.luzonplay.example', 'a1B2c3D4');
    expect(decryptPath(`${path.slice(0, -8)}WRONGKEY`)).toBeNull();
    expect(decryptPath('abc')).toBeNull();
    expect(decryptPath(encryptPath('javascript:alert(1)', 'a1B2c3D4'))).toBeNull();
    expect(decryptPath(encryptPath('http://plain.example', 'a1B2c3D4'))).toBeNull();
  });
});

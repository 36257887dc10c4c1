import type { Context } from 'hono';
import type { Gateway, Tenant } from '../context.ts';
import type { CallMeta } from '../../contract/schemas.ts';
import { decryptHeader } from '../crypto/rsa-des.ts';
import { desDecrypt } from '../../core/payload-crypto.ts';
import { GatewayError, refuse } from './errors.ts';

const bad = (code: string, message: string) => new GatewayError(code, message, { status: 400 });

/**
 * The call's input as a plain object: the query for GET, else the JSON (or form) body, decrypted
 * when the call is encrypted. Every failure is a clear errorCode, never an exception.
 */
export async function readPayload(c: Context, gw: Gateway, tenant: Tenant, meta: CallMeta): Promise<Record<string, unknown>> {
  if (meta.method === 'GET') return readQuery(c);
  const type = c.req.header('content-type') ?? '';
  // Uploads take only multipart/form-data: files as File objects, the handler checks their bytes.
  if (meta.multipart) {
    if (!type.startsWith('multipart/form-data')) throw bad('request.malformed', 'this call takes a multipart/form-data body');
    try {
      return (await c.req.parseBody({ all: false })) as Record<string, unknown>;
    } catch {
      throw bad('request.malformed', 'the multipart body could not be read');
    }
  }
  const text = await c.req.text();
  let body: unknown;
  // Form calls (forgot password by email) take only a form, as the platform's gateway does.
  if (meta.form && !type.startsWith('application/x-www-form-urlencoded'))
    throw bad('request.malformed', 'this call takes a form-encoded body');
  if (type.startsWith('application/x-www-form-urlencoded')) {
    body = Object.fromEntries(new URLSearchParams(text));
  } else if (text.trim() === '') {
    body = {};
  } else {
    try {
      body = JSON.parse(text);
    } catch {
      throw bad('request.malformed', 'the body is not valid JSON');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse.invalid('the body must be a JSON object');
  if (!meta.encrypted) return body as Record<string, unknown>;
  return decrypt(c, gw, tenant, body as Record<string, unknown>);
}

function readQuery(c: Context): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (values.length > 1) throw refuse.invalid(`${key}: given more than once`);
    // Clients send empty parameters for "all" (gameType=&vassalage=): treat them as absent.
    if (values[0] !== undefined && values[0] !== '') out[key] = values[0];
  }
  return out;
}

/** The rsa-des scheme; merchants on `none` may send plain bodies (and still may encrypt). */
function decrypt(c: Context, gw: Gateway, tenant: Tenant, body: Record<string, unknown>): Record<string, unknown> {
  const header = c.req.header('encryption');
  if (!header) {
    if (tenant.config.gateway.encryption === 'none') return body;
    throw bad('encryption.required', 'this call must be encrypted: send the Encryption header and { "value": <DES ciphertext> }');
  }
  const k = decryptHeader(gw.rsa, header);
  if (!k)
    throw bad('encryption.invalid', 'the Encryption header does not decrypt with the current RSA key; fetch /wps/session/key/rsa again');
  const keys = Object.keys(body);
  if (keys.length !== 1 || typeof body['value'] !== 'string')
    throw bad('encryption.invalid', 'an encrypted body is { "value": "<base64 DES ciphertext>" }');
  const plain = desDecrypt(body['value'], k);
  if (plain === null) throw bad('encryption.invalid', 'the payload does not decrypt with the key of the Encryption header');
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain);
  } catch {
    // A wrong key usually fails the padding check above, but now and then its garbage happens to
    // end in valid padding: either way the payload did not decrypt with that key.
    throw bad('encryption.invalid', 'the payload does not decrypt to JSON with the key of the Encryption header');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw refuse.invalid('the payload must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** For calls that carry only an Encryption header (free play): checks it decrypts when the merchant encrypts. */
export function checkEncryptionHeader(c: Context, gw: Gateway, tenant: Tenant): void {
  const header = c.req.header('encryption');
  if (!header) {
    if (tenant.config.gateway.encryption === 'none') return;
    throw bad('encryption.required', 'send the Encryption header made from a random string');
  }
  if (!decryptHeader(gw.rsa, header)) throw bad('encryption.invalid', 'the Encryption header does not decrypt with the current RSA key');
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LIMITS } from '../constants.ts';
import type { Gateway, Tenant } from '../context.ts';
import { GatewayError } from '../http/errors.ts';

/** What a reference phone-authentication token vouches for: this number, for this merchant, until exp. */
interface PhoneClaims {
  merchant: string;
  phone: string;
  exp: number;
}

// The signing key is derived from the gateway's persisted RSA key: tokens outlive a restart, and
// nobody without the gateway's key (the page, an attacker) can make one.
const keyOf = (gw: Gateway) => createHash('sha256').update(`phone-auth\n${gw.rsa.pem}`).digest();
const sign = (gw: Gateway, body: string) => createHmac('sha256', keyOf(gw)).update(body).digest('base64url');

/** An id token for a number the reference provider has just verified (valid LIMITS.phoneTokenTtlMs). */
export function issuePhoneToken(gw: Gateway, merchant: string, phone: string, now: number): string {
  const claims: PhoneClaims = { merchant, phone, exp: now + LIMITS.phoneTokenTtlMs };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${sign(gw, body)}`;
}

/**
 * Checks a register-mobile's firebaseIdToken: signed by this gateway, for this merchant and this
 * number, not expired. Throws the refusal that names what is wrong.
 */
export function checkPhoneToken(gw: Gateway, merchant: string, phone: string, token: string, now: number): void {
  const [body = '', signature = ''] = token.split('.');
  const expected = Buffer.from(sign(gw, body));
  const given = Buffer.from(signature);
  let claims: Partial<PhoneClaims> = {};
  if (given.length === expected.length && timingSafeEqual(given, expected)) {
    try {
      claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<PhoneClaims>;
    } catch {
      claims = {};
    }
  }
  if (claims.merchant !== merchant || typeof claims.exp !== 'number')
    throw new GatewayError('phone.auth.token.invalid', 'the phone verification token is not valid: verify the number again');
  if (claims.exp <= now) throw new GatewayError('phone.auth.token.expired', 'the phone verification has expired: verify the number again');
  if (claims.phone !== phone)
    throw new GatewayError('phone.auth.token.mismatch', 'the phone verification was for another number: verify this number');
}

/** The refusal for a merchant that does not use the reference provider (the platform's "function not enabled"). */
export function phoneAuthOff(tenant: Tenant): GatewayError | null {
  return tenant.config.registration.phoneAuth === 'reference' && tenant.config.whitelabel.MOBILENUMREG3
    ? null
    : new GatewayError('function.not.enabled', 'phone sign-in through the provider is not enabled for this merchant');
}

import type { DatabaseSync } from 'node:sqlite';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../crypto/password.ts';
import { GatewayError } from '../http/errors.ts';
import { rehashPassword, type Member } from '../store/members.ts';
import { checkWithinLimit } from '../store/throttle.ts';
import { OLD_PASSWORD_TRIES } from './throttles.ts';

/**
 * Checks a password for a member found by name, or against the decoy hash when none was found, so
 * the time taken does not tell which. A right password whose hash is below the current cost is
 * hashed again at the current cost (the password's age is unchanged).
 */
export async function passwordMatches(db: DatabaseSync, member: Member | null, password: string): Promise<boolean> {
  const stored = member?.passwordHash ?? decoyHash;
  const ok = await verifyPassword(password, stored);
  if (ok && member && needsRehash(stored)) rehashPassword(db, member.id, stored, await hashPassword(password));
  return ok && member !== null;
}

/**
 * Refuses a wrong login password given as proof by a signed-in member (changing the password,
 * the payment password, the bound mobile number or email): password.old.incorrect, and after
 * five wrong tries in 15 minutes password.too.many.tries until the oldest ages out. The try is
 * counted before the hash is checked, so guesses sent at once cannot pass the limit.
 */
export async function proveLoginPassword(db: DatabaseSync, merchant: string, member: Member, password: string, now: number): Promise<void> {
  if (
    !(await checkWithinLimit(db, merchant, OLD_PASSWORD_TRIES, String(member.id), now, () => verifyPassword(password, member.passwordHash)))
  ) {
    throw new GatewayError('password.old.incorrect', 'the login password is not correct');
  }
}

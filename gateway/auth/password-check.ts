import type { DatabaseSync } from 'node:sqlite';
import { decoyHash, hashPassword, needsRehash, verifyPassword } from '../crypto/password.ts';
import { rehashPassword, type Member } from '../store/members.ts';

/**
 * Checks a password for a member found by name, or against the decoy hash when none was found, so
 * the time taken does not tell which. A right password whose hash is below the current cost is
 * hashed again at the current cost (the password's age is unchanged).
 */
export async function passwordMatches(db: DatabaseSync, member: Member | null, password: string): Promise<boolean> {
  const stored = member?.passwordHash ?? decoyHash;
  const ok = await verifyPassword(password, stored);
  if (ok && member && needsRehash(stored)) rehashPassword(db, member.id, await hashPassword(password));
  return ok && member !== null;
}

// The payment password (migrations/007_withdrawals.sql): six digits a member sets with their login
// password and gives to move real money (withdrawals, payout accounts, transfers, points); the
// security centre changes it. Wrong ones pause after five tries.
import type { DatabaseSync } from 'node:sqlite';
import { proveLoginPassword } from '../auth/password-check.ts';
import { PAYMENT_PASSWORD_TRIES } from '../auth/throttles.ts';
import type { Tenant } from '../context.ts';
import { hashPassword, verifyPassword } from '../crypto/password.ts';
import { Refusal } from '../refusal.ts';
import type { Member } from './members.ts';
import { checkWithinLimit } from './throttle.ts';

/** A payment password is six digits. */
const PAYMENT_PASSWORD = /^\d{6}$/;

/** Whether the member has set a payment password. */
export function hasPaymentPassword(db: DatabaseSync, memberId: number): boolean {
  return paymentPasswordHash(db, memberId) !== null;
}

function paymentPasswordHash(db: DatabaseSync, memberId: number): string | null {
  return (
    (db.prepare('SELECT payment_password_hash AS hash FROM members WHERE id = ?').get(memberId) as { hash: string | null } | undefined)
      ?.hash ?? null
  );
}

/** What proves a payment password may be set or changed. */
export interface PaymentPasswordProof {
  /** The login password: sets one, or with `change` changes it. */
  password?: string | undefined;
  /** The current payment password: changes it. */
  oldPaymentPassword?: string | undefined;
  change?: boolean | undefined;
}

/**
 * Sets the member's payment password with the login password, once; or changes it with the
 * current payment password or (asked for as a change) the login password. Wrong proofs pause
 * after five tries. Two requests at once set or change it once.
 */
export async function setPaymentPassword(
  db: DatabaseSync,
  tenant: Tenant,
  member: Member,
  proof: PaymentPasswordProof,
  paymentPassword: string,
  now: number,
): Promise<void> {
  if (!PAYMENT_PASSWORD.test(paymentPassword)) throw new Refusal('payment.password.format', 'the payment password is six digits');
  const stored = paymentPasswordHash(db, member.id);
  const byOld = stored !== null && proof.oldPaymentPassword !== undefined;
  if (stored !== null && !byOld && !proof.change) throw new Refusal('payment.password.set', 'a payment password is already set');
  if (byOld) await checkPaymentPassword(db, tenant, member.id, proof.oldPaymentPassword ?? '', now);
  else await proveLoginPassword(db, tenant.code, member, proof.password ?? '', now);
  const hash = await hashPassword(paymentPassword);
  // Only over the hash the proof was checked against: a concurrent set or change wins once.
  const set =
    stored === null
      ? db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash IS NULL').run(hash, member.id)
      : db.prepare('UPDATE members SET payment_password_hash = ? WHERE id = ? AND payment_password_hash = ?').run(hash, member.id, stored);
  if (set.changes !== 1) throw new Refusal('payment.password.set', 'the payment password changed meanwhile; reload and try again');
}

/** Refuses a wrong (or missing) payment password; five wrong tries pause it for 15 minutes. */
export async function checkPaymentPassword(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  paymentPassword: string,
  now: number,
): Promise<void> {
  const stored = paymentPasswordHash(db, memberId);
  if (!stored) throw new Refusal('payment.password.missing', 'set a payment password first');
  // Counted before the hash is checked: guesses sent at once each see the ones still in flight.
  if (
    !(await checkWithinLimit(db, tenant.code, PAYMENT_PASSWORD_TRIES, String(memberId), now, () => verifyPassword(paymentPassword, stored)))
  ) {
    throw new Refusal('payment.password.incorrect', 'the payment password is not correct');
  }
}

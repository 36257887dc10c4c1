// The member's profile fields (the security centre's): the optional fields the merchant's
// registration collects, kept in members.payee_name (the real name) and members.extra (JSON).
// The member changes them with their registration rules; set-once fields (real name, birthday,
// ID) only the operator corrects (`npm run gateway -- profile`).
import type { DatabaseSync } from 'node:sqlite';
import type { FieldRule } from '../../core/config/generated/resolved-tenant-config.ts';
import { PROFILE_FIELDS, SET_ONCE } from '../../core/profile-fields.ts';
import { checkRule } from '../auth/registration.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { transaction } from './db.ts';

/** The profile fields a merchant collects at registration, in the page's order, with their rules. */
export function collectedFields(tenant: Tenant): Array<[string, FieldRule]> {
  const { fields } = tenant.config.registration;
  return PROFILE_FIELDS.flatMap((name) => {
    const rule = fields[name as keyof typeof fields];
    return rule?.enabled ? [[name, rule] as [string, FieldRule]] : [];
  });
}

/** The member's stored values of every profile field ('' for none). */
export function storedFields(db: DatabaseSync, memberId: number): Record<string, string> {
  const row = db.prepare('SELECT payee_name AS payeeName, extra FROM members WHERE id = ?').get(memberId) as {
    payeeName: string | null;
    extra: string;
  };
  return { ...(JSON.parse(row.extra) as Record<string, string>), payeeName: row.payeeName ?? '' };
}

/**
 * Changes profile fields, each checked with its registration rule; a field the merchant does not
 * collect is profile.field.unknown, and a set-once field with a value is profile.field.locked
 * unless the operator changes it. Nothing is written unless every change passes.
 */
export function changeProfileFields(
  db: DatabaseSync,
  tenant: Tenant,
  memberId: number,
  changes: ReadonlyArray<readonly [string, string]>,
  by: 'member' | 'operator',
): void {
  const rules = new Map(collectedFields(tenant));
  const stored = storedFields(db, memberId);
  for (const [name, value] of changes) {
    const rule = rules.get(name);
    if (!rule) throw new Refusal('profile.field.unknown', `${name}: this merchant does not collect it`, { value: { field: name } });
    if (by === 'member' && SET_ONCE.has(name) && stored[name] && value !== stored[name])
      throw new Refusal('profile.field.locked', `${name}: set once; the operator can change it`, { value: { field: name } });
    checkRule(name, value, rule);
  }
  const next = { ...stored, ...Object.fromEntries(changes) };
  const extra = Object.fromEntries(Object.entries(next).filter(([name, value]) => name !== 'payeeName' && value !== ''));
  transaction(db, () => {
    db.prepare('UPDATE members SET extra = ?, payee_name = ? WHERE id = ?').run(JSON.stringify(extra), next['payeeName'] || null, memberId);
  });
}

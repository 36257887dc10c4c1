// The external self-exclusion registers a jurisdiction names (GAMSTOP for UKGC, NDRS for PAGCOR),
// consulted at registration and at every login (docs/decisions/0017-operator-protection-and-exclusion-registers.md).
// The reference gateway keeps a local copy that the operator's CLI fills (`exclusion-register add`);
// an operator's gateway maps `ExclusionRegister.isListed` to the register's own service.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { presetOf } from './protection.ts';

/** A register's name, as a jurisdiction preset gives it. */
export type RegisterName = 'GAMSTOP' | 'NDRS';
/** The registers the reference gateway keeps a copy of. */
export const REGISTER_NAMES: readonly RegisterName[] = ['GAMSTOP', 'NDRS'];

/** What a register is asked about: the person's email and mobile number, as the account or form holds them. */
export interface Person {
  email?: string | null | undefined;
  mobile?: string | null | undefined;
  dialingCode?: string | null | undefined;
}

/** The call an operator's gateway must map to its register's service: is this person self-excluded there? */
export interface ExclusionRegister {
  isListed(register: RegisterName, person: Person): boolean;
}

/** What a register entry is: an email or a mobile number. */
export type EntryKind = 'email' | 'mobile';

/** An entry as stored: email in lower case, a mobile number as its digits only. */
export function normalised(kind: EntryKind, value: string): string {
  return kind === 'email' ? value.trim().toLowerCase() : value.replace(/\D/g, '');
}

/** The reference register: the local copy in the gateway's database. */
export function localRegister(db: DatabaseSync): ExclusionRegister {
  const find = db.prepare('SELECT 1 FROM exclusion_register WHERE register = ? AND kind = ? AND value = ?');
  return {
    isListed(register, person) {
      const mobile = person.mobile ? normalised('mobile', person.mobile) : '';
      const asked: Array<[EntryKind, string]> = [];
      if (person.email) asked.push(['email', normalised('email', person.email)]);
      // A number may be listed with or without its country's dialling code.
      if (mobile) asked.push(['mobile', mobile], ['mobile', normalised('mobile', `${person.dialingCode ?? ''}${mobile}`)]);
      return asked.some(([kind, value]) => value !== '' && find.get(register, kind, value) !== undefined);
    },
  };
}

/** Adds an entry to the local copy of a register; false when it was there already. */
export function addEntry(db: DatabaseSync, register: RegisterName, kind: EntryKind, value: string, now: number): boolean {
  return (
    db
      .prepare('INSERT INTO exclusion_register (register, kind, value, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(register, kind, normalised(kind, value), now).changes === 1
  );
}

/** Removes an entry from the local copy of a register; false when it was not there. */
export function removeEntry(db: DatabaseSync, register: RegisterName, kind: EntryKind, value: string): boolean {
  return (
    db.prepare('DELETE FROM exclusion_register WHERE register = ? AND kind = ? AND value = ?').run(register, kind, normalised(kind, value))
      .changes === 1
  );
}

/** Refuses a person listed on the register the merchant's jurisdiction names (exclusion.register.listed); nothing where it names none. */
export function refuseIfListed(db: DatabaseSync, tenant: Tenant, person: Person): void {
  const register = presetOf(tenant).exclusionRegister;
  if (register && localRegister(db).isListed(register, person))
    throw new Refusal('exclusion.register.listed', `this person is self-excluded from gambling on the ${register} register`, {
      value: { register },
    });
}

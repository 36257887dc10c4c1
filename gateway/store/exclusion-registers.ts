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

/** What a register is asked about: the person's email and mobile number, as the account or form holds them, and the number's dialling code. */
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

/** The dialling code of the country each register is kept for: a number listed in national form is that country's. */
const REGISTER_DIALING_CODE: Record<RegisterName, string> = { GAMSTOP: '44', NDRS: '63' };

/**
 * A mobile number in full international form, digits only (639171234567): one written with `+` or
 * `00` is that already; a national one loses its trunk 0 and gains the country's dialling code.
 */
function internationalNumber(mobile: string, dialingCode: string): string {
  const written = mobile.trim();
  const digits = written.replace(/\D/g, '');
  if (written.startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  const national = digits.replace(/^0/, '');
  return national === '' ? '' : `${dialingCode.replace(/\D/g, '')}${national}`;
}

/** An email as a register compares it: lower case, without the sub-address (`name+tag@` is `name@`), which reaches the same mailbox. */
function emailKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  return `${address.slice(0, at).split('+')[0]}${address.slice(at)}`;
}

/** An entry as stored and compared: an email by emailKey, a mobile number in full international form. */
export function entryValue(register: RegisterName, kind: EntryKind, value: string): string {
  if (kind === 'email') return emailKey(value);
  const code = REGISTER_DIALING_CODE[register];
  // No UK (7…) or Philippine (9…) mobile number starts with 44 or 63 in national form, so digits
  // that start with the register's own code carry it already, `+` or not.
  const digits = value.replace(/\D/g, '');
  return digits.startsWith(code) ? digits : internationalNumber(value, code);
}

/** The reference register: the local copy in the gateway's database. */
export function localRegister(db: DatabaseSync): ExclusionRegister {
  const find = db.prepare('SELECT 1 FROM exclusion_register WHERE register = ? AND kind = ? AND value = ?');
  return {
    isListed(register, person) {
      const asked: Array<[EntryKind, string]> = [];
      if (person.email) asked.push(['email', emailKey(person.email)]);
      if (person.mobile) asked.push(['mobile', internationalNumber(person.mobile, person.dialingCode ?? '')]);
      return asked.some(([kind, value]) => value !== '' && find.get(register, kind, value) !== undefined);
    },
  };
}

/** Adds an entry to the local copy of a register; false when it was there already. */
export function addEntry(db: DatabaseSync, register: RegisterName, kind: EntryKind, value: string, now: number): boolean {
  return (
    db
      .prepare('INSERT INTO exclusion_register (register, kind, value, added_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .run(register, kind, entryValue(register, kind, value), now).changes === 1
  );
}

/** Removes an entry from the local copy of a register; false when it was not there. */
export function removeEntry(db: DatabaseSync, register: RegisterName, kind: EntryKind, value: string): boolean {
  return (
    db
      .prepare('DELETE FROM exclusion_register WHERE register = ? AND kind = ? AND value = ?')
      .run(register, kind, entryValue(register, kind, value)).changes === 1
  );
}

/** The register the merchant's jurisdiction names, when it lists the person; a number without a dialling code of its own is the merchant's country's. */
export function listingRegister(db: DatabaseSync, tenant: Tenant, person: Person): RegisterName | null {
  const register = presetOf(tenant).exclusionRegister;
  const dialingCode = person.dialingCode || tenant.config.registration.countries[0]?.countryDialingCode;
  return register && localRegister(db).isListed(register, { ...person, dialingCode }) ? register : null;
}

/** Refuses a person listed on the register the merchant's jurisdiction names (exclusion.register.listed); nothing where it names none. */
export function refuseIfListed(db: DatabaseSync, tenant: Tenant, person: Person): void {
  const register = listingRegister(db, tenant, person);
  if (register)
    throw new Refusal('exclusion.register.listed', `this person is self-excluded from gambling on the ${register} register`, {
      value: { register },
    });
}

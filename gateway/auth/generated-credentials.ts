import { randomInt } from 'node:crypto';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';
import { checkField, type FieldRuleLike } from '../../core/patterns.ts';

const lower = 'abcdefghjkmnpqrstuvwxyz';
const upper = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const digits = '23456789';

function draw(set: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += set[randomInt(set.length)];
  return out;
}

function fits(value: string, rule: unknown): boolean {
  return !rule || checkField(value, rule as FieldRuleLike) === null;
}

function clampLength(rule: { minLength: number; maxLength: number } | undefined, wanted: number): number {
  return Math.min(Math.max(wanted, rule?.minLength ?? 0), rule?.maxLength ?? wanted);
}

/** A random username the merchant's username rule accepts (a letter first, then letters and digits). */
export function generateUsername(config: ResolvedTenantConfig, prefix = 'u'): string {
  const rule = config.registration.fields.username;
  const length = clampLength(rule, 10);
  for (let i = 0; i < 50; i++) {
    const name = prefix + draw(lower, 2) + draw(digits + lower, length - prefix.length - 3) + draw(digits, 1);
    if (fits(name, rule)) return name;
  }
  throw new Error("no generated username fits the merchant's username rule");
}

/** A random password the merchant's password rule accepts (mixed case, digits, a symbol when allowed). */
export function generatePassword(config: ResolvedTenantConfig): string {
  const rule = config.registration.fields.password;
  const length = clampLength(rule, 12);
  for (let i = 0; i < 50; i++) {
    const core = draw(upper, 2) + draw(lower, length - 6) + draw(digits, 3);
    for (const candidate of [`${core}!`, `${core}${draw(digits, 1)}`]) if (fits(candidate, rule)) return candidate;
  }
  throw new Error("no generated password fits the merchant's password rule");
}

/** A random affiliate code: 8 letters and digits that cannot be misread (no 0/O, 1/I/L). */
export function generateAffiliateCode(): string {
  return draw(upper, 3) + draw(digits + upper, 5);
}

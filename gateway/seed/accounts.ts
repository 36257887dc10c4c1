import { checkField, type FieldRuleLike } from '../../core/patterns.ts';
import type { ResolvedTenantConfig } from '../../core/config/generated/resolved-tenant-config.ts';

/**
 * The demo accounts every merchant gets (documented in gateway/README.md); balances in major units.
 * Each registered `registeredDaysAgo` (before its 60 days of bets, seed/bets.ts; down01 after its
 * upline agent01, stale01 before the password it changed 100 days ago).
 */
export const DEMO_ACCOUNTS = [
  { role: 'member', username: 'demo01', nickname: 'Demo Player', type: 0, balance: 1_000, registeredDaysAgo: 75 },
  { role: 'agent', username: 'agent01', nickname: 'Demo Agent', type: 1, balance: 5_000, affiliateCode: 'AGENT01', registeredDaysAgo: 120 },
  { role: 'downline', username: 'down01', nickname: 'Downline Player', type: 0, balance: 250, registeredDaysAgo: 68 },
  // A password last changed 100 days ago: logins answer passwordExpired true (the PWDEXPFORCECHANGE3 flow).
  { role: 'expired', username: 'stale01', nickname: 'Stale Password', type: 0, balance: 50, passwordAgeDays: 100, registeredDaysAgo: 110 },
] as const;

const passwordCandidates = ['Demo1234', 'Demo1234!', 'DEMO1234', 'demo1234', 'Demo1234!Demo'];

/** The demo password for a merchant: the first of Demo1234, Demo1234!, ... its password rule accepts. */
export function demoPassword(config: ResolvedTenantConfig): string {
  const rule = config.registration.fields.password;
  return passwordCandidates.find((p) => !rule || !checkField(p, rule as FieldRuleLike)) ?? 'Demo1234!';
}

/** A demo mobile number of the merchant's first country, the n-th of its kind. */
export function demoMobile(config: ResolvedTenantConfig, n: number): { mobile: string; dialingCode: string } {
  const country = config.registration.countries[0];
  const length = country?.mobileLength ?? 10;
  const mobile = `9${String(n).padStart(length - 1, '0')}`.slice(0, length);
  return { mobile, dialingCode: country?.countryDialingCode ?? '1' };
}

import type { Tenant } from '../context.ts';

/** The seeds' whole unit of a merchant's currency, in minor units: one peso or dollar, a thousand dong. */
export function seedUnit(tenant: Tenant): number {
  const { decimals } = tenant.config.currency;
  return decimals > 0 ? 10 ** decimals : 1_000;
}

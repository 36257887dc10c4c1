import type { DatabaseSync } from 'node:sqlite';
import type { RsaKey } from './crypto/rsa-des.ts';
import type { Catalog } from './catalog/catalog.ts';
import type { Tenant } from './tenants.ts';
import { inLanguage } from '../core/localized.ts';

// Tenant lives in tenants.ts beside the loader, so the catalogue can name it without importing this module
// (which names the catalogue): the two no longer import each other. Re-exported for the many handlers that take both.
export type { Tenant };

/** A text of a merchant's config in the request's language, by the platform's fallback (EN, then the default language). */
export function localize(tenant: Tenant, text: Readonly<Partial<Record<string, string>>>, language: string): string {
  return inLanguage(text, language, tenant.config.languages.default) ?? '';
}

/** The Hono environment of the gateway app: the merchant middleware sets `tenant`. */
export type GatewayEnv = { Variables: { tenant: Tenant } };

/** Everything a call handler may use: the store, the clock, the merchants, the key and the game catalogue. */
export interface Gateway {
  db: DatabaseSync;
  /** Current time in ms; injectable so tests can move time. */
  clock: () => number;
  tenants: ReadonlyMap<string, Tenant>;
  rsa: RsaKey;
  catalog: Catalog;
}

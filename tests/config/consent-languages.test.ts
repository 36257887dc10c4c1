// The analytics consent bar asks in the page's language: a player agrees to what they can read.
// Languages without a catalogue fall back to English key by key (src/i18n/translate.ts), which is
// fine for a label but not for the consent's own words; so every language a demo merchant or a test
// fixture offers has the bar's messages in its own catalogue, whether or not the brand measures
// today (turning analytics on must not bring an English bar). tests/e2e/analytics.spec.ts shows them.
import { expect, it } from 'vitest';
import type { LanguageCode } from '../../core/config/generated/resolved-tenant-config.ts';
import { listTenantFiles, loadTenants } from '../../core/config/load.ts';
import { E2E_FIXTURES } from '../../scripts/lib/e2e-sites.ts';
import { CATALOGUES } from '../../src/i18n/translate.ts';

const CONSENT_KEYS = ['consent.title', 'consent.text', 'consent.accept', 'consent.decline', 'consent.settings'];

const { tenants, problems } = await loadTenants([...(await listTenantFiles()), ...E2E_FIXTURES]);
const languages = new Map<LanguageCode, string[]>();
for (const { config } of tenants)
  for (const lang of config.languages.offered) languages.set(lang, [...(languages.get(lang) ?? []), config.merchantCode]);

it('the demo merchants and fixtures load', () => expect(problems).toEqual([]));

for (const [lang, merchants] of [...languages].sort(([a], [b]) => a.localeCompare(b)))
  it(`the consent bar's words are ${lang}'s own (offered by ${merchants.join(', ')})`, () => {
    const own = CATALOGUES[lang] ?? {};
    for (const key of CONSENT_KEYS) {
      expect(own[key], `${lang} ${key}`).toBeTruthy();
      if (lang !== 'EN') expect(own[key], `${lang} ${key} is English`).not.toBe(CATALOGUES.EN?.[key]);
    }
  });

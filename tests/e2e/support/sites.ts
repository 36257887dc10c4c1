// The merchants the end-to-end run builds (every tenants/*.json plus the test fixtures), each
// with its validated config and the origin its built site is served on. Tests derive every
// expectation from these configs, so a new merchant is covered without touching a test.
import { resolve } from 'node:path';
import type { LanguageCode, ResolvedTenantConfig } from '../../../core/config/generated/resolved-tenant-config.ts';
import { listTenantFiles, loadTenants } from '../../../core/config/load.ts';
import type { translator } from '../../../src/i18n/translate.ts';
import { localizedPath } from '../../../src/routing/routes.ts';
import { E2E_BASE_PORT, E2E_DIST, E2E_FIXTURES, e2eOrigins } from '../../../scripts/lib/e2e-sites.ts';

/** One built merchant site under test. */
export interface Site {
  code: string;
  config: ResolvedTenantConfig;
  /** http://127.0.0.1:<port>, the site's domain root. */
  origin: string;
  /** A test fixture rather than a demo merchant of tenants/. */
  fixture: boolean;
  defaultLang: LanguageCode;
  /** Offered languages other than the default. */
  otherLangs: LanguageCode[];
  /** The root-relative path of a site path in a language (default language when omitted). */
  path(path: string, lang?: LanguageCode): string;
  /** The absolute URL of a site path in a language (default language when omitted). */
  url(path: string, lang?: LanguageCode): string;
}

/** The UI string lookup of a language, as the pages use it. */
export type Translate = ReturnType<typeof translator>;

const demoFiles = await listTenantFiles();
const { tenants, problems } = await loadTenants([...demoFiles, ...E2E_FIXTURES]);
if (problems.length) {
  throw new Error(`the end-to-end tenant configs are invalid:\n${problems.map((p) => `  ${p.file}${p.pointer}: ${p.message}`).join('\n')}`);
}
let origins: Record<string, string>;
try {
  origins = e2eOrigins(E2E_DIST, E2E_BASE_PORT);
} catch {
  throw new Error(
    `no built sites in ${E2E_DIST}: run \`node scripts/site.ts build --all tests/fixtures/tenants/mirage.json --out .skinforge/e2e-dist --reference-gateway\` (npm test does it)`,
  );
}

/** Every merchant under test, in merchant-code order. */
export const sites: Site[] = tenants
  .map(({ file, config }): Site => {
    const origin = origins[config.merchantCode];
    if (!origin) throw new Error(`${config.merchantCode} is not built in ${E2E_DIST}: rebuild the end-to-end sites`);
    const defaultLang = config.languages.default;
    const path = (p: string, lang: LanguageCode = defaultLang) => localizedPath(p, lang, defaultLang);
    return {
      code: config.merchantCode,
      config,
      origin,
      fixture: !demoFiles.includes(resolve(file)),
      defaultLang,
      otherLangs: config.languages.offered.filter((l) => l !== defaultLang),
      path,
      url: (p, lang) => origin + path(p, lang),
    };
  })
  .sort((a, b) => a.code.localeCompare(b.code));

/** The demo merchants of tenants/ (not the test fixtures). */
export const demoSites: Site[] = sites.filter((s) => !s.fixture);

/**
 * The merchants the layout suites run over: the demo merchants, and for each layout preset none of
 * them takes (layout.preset, core/config/presets/) the first fixture that does, so every preset's
 * pages are proved to fit, to show their games first and to pass axe.
 */
export const layoutSites: Site[] = [
  ...demoSites,
  ...sites.filter(
    (s, i) =>
      s.fixture &&
      !demoSites.some((d) => d.config.layout.preset === s.config.layout.preset) &&
      !sites.slice(0, i).some((o) => o.fixture && o.config.layout.preset === s.config.layout.preset),
  ),
];

/** A merchant by code; fails loudly when the run does not build it. */
export function site(code: string): Site {
  const found = sites.find((s) => s.code === code);
  if (!found) throw new Error(`no merchant "${code}" in the end-to-end run (have: ${sites.map((s) => s.code).join(', ')})`);
  return found;
}

/** `#rrggbb` as the rgb() string getComputedStyle reports. */
export function rgb(hex: string): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((h) => Number.parseInt(h, 16));
  return `rgb(${r}, ${g}, ${b})`;
}

// Screenshots of each layout preset's lobby (core/config/presets/), for docs/layout.md: a visitor's
// home page at 390 and 1366 px, written to docs/presets/<preset>-390.png and -1366.png. Each preset
// is shown on the first demo merchant that takes it, else on a test fixture that does (mirage takes
// lottery). The sites are built (or taken from --dist) and served with a fresh reference gateway, as
// the browser benchmarks do (scripts/lib/bench-sites.ts).
//
//   node scripts/preset-screenshots.ts [--dist <built sites>] [--out docs/presets] [--base-port 4700]
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { listTenantFiles, loadTenants } from '../core/config/load.ts';
import { projectRoot } from '../core/config/paths.ts';
import { loadTenantSchema, type SchemaNode } from '../core/config/schema.ts';
import { atStop, numberOption, startBenchSites } from './lib/bench-sites.ts';
import { chromiumPath } from './lib/chromium.ts';
import { E2E_FIXTURES } from './lib/e2e-sites.ts';

/** The widths shown, each with the height of its first screen; the picture is that tall and a half. */
const SCREENS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;

const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    out: { type: 'string', default: join(projectRoot, 'docs', 'presets') },
    'base-port': { type: 'string' },
  },
});

const schema = await loadTenantSchema();
const layout = (schema['properties'] as Record<string, SchemaNode>)['layout']!;
const presets = (layout['properties'] as Record<string, SchemaNode>)['preset']!['enum'] as string[];
const { tenants, problems } = await loadTenants([...(await listTenantFiles()), ...E2E_FIXTURES]);
if (problems.length) throw new Error(`invalid configs: ${problems.map((p) => `${p.file}#${p.pointer}: ${p.message}`).join('; ')}`);
const shownOn = presets.map((preset) => ({ preset, tenant: tenants.find((t) => t.config.layout.preset === preset) }));
const missing = shownOn.filter((s) => !s.tenant).map((s) => s.preset);
if (missing.length) throw new Error(`no demo merchant or fixture takes the preset ${missing.join(', ')}: give one of them it`);

const sites = await startBenchSites({
  basePort: numberOption(values['base-port'], 4700, 'base-port'),
  dist: values.dist,
  fixtures: E2E_FIXTURES,
});
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const forget = atStop(() => void browser.close());
try {
  await mkdir(values.out!, { recursive: true });
  for (const { preset, tenant } of shownOn) {
    const { merchantCode } = tenant!.config;
    const origin = sites.origins[merchantCode];
    if (!origin) throw new Error(`${merchantCode} (preset ${preset}) is not built in the sites served`);
    for (const { width, height } of SCREENS) {
      // Still pictures: no carousel turns, no marquee moves, no service worker.
      const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce', serviceWorkers: 'block' });
      // The lobby's visitor popups are the visitor's first screen once a session: shown closed here.
      await context.addInitScript(() => sessionStorage.setItem('popupsClosed.B', '1'));
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      const path = join(values.out!, `${preset}-${width}.png`);
      await page.screenshot({ path, clip: { x: 0, y: 0, width, height: Math.round(height * 1.5) }, fullPage: true });
      console.log(`${path}  (${merchantCode}, ${width} px)`);
      await context.close();
    }
  }
} finally {
  forget();
  await browser.close();
  await sites.stop();
}

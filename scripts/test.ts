// `npm test`: everything CI checks, in order, stopping at the first failure:
// lint and format, types, unused code, unit tests, a build of every merchant (plus test fixtures), budgets, browser tests, the studio's browser tests.
import { spawnSync } from 'node:child_process';
import { E2E_DIST, E2E_FIXTURES } from './lib/e2e-sites.ts';
import { formatSeconds, stepTimesTable } from './lib/step-times.ts';

const node = process.execPath;
const steps: Array<[string, string[]]> = [
  // Biome (biome.jsonc): the formatter's layout and the lint rules; `npm run format` fixes the layout.
  ['lint and format', [node, 'node_modules/@biomejs/biome/bin/biome', 'check']],
  ['types', [node, 'node_modules/astro/bin/astro.mjs', 'check', '--minimumSeverity', 'warning']],
  // knip (knip.jsonc): files, exports and dependencies nothing uses.
  ['unused code', [node, 'node_modules/knip/bin/knip.js']],
  ['unit tests', [node, 'node_modules/vitest/vitest.mjs', 'run']],
  // With the lobby's gateway data (static first), as `npm start` builds: no-script.spec.ts checks it.
  ['build sites', [node, 'scripts/site.ts', 'build', '--all', ...E2E_FIXTURES, '--out', E2E_DIST, '--reference-gateway']],
  ['budgets', [node, 'scripts/budget.ts', E2E_DIST]],
  ['browser tests', [node, 'node_modules/@playwright/test/cli.js', 'test']],
  // The studio's own (playwright.studio.config.ts): one `site studio` on a copy of tenants/, no built sites.
  ['studio browser tests', [node, 'node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.studio.config.ts']],
];

/** Each step's name and time, printed together at the end (also after a failure): where the run's minutes went. */
const times: Array<[string, number]> = [];

for (const [name, [command, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  times.push([name, (Date.now() - started) / 1000]);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed (exit ${result.status ?? result.signal})\n\n${stepTimesTable(times)}`);
    process.exit(result.status || 1);
  }
  console.log(`✓ ${name} (${formatSeconds(times.at(-1)![1])})`);
}
console.log(`\n${stepTimesTable(times)}`);

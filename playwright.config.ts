import { defineConfig } from '@playwright/test';
import { E2E_BASE_PORT, E2E_DIST, E2E_GATEWAY_PORT } from './scripts/lib/e2e-sites.ts';

// Runs against the sites `npm test` builds into .skinforge/e2e-dist, each served at its own
// domain root by scripts/serve.ts. Browsers: Debian's Chromium (no browser downloads here).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  reporter: process.env['CI'] ? [['list']] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: [
    {
      // A fresh gateway world for every run: the tests' accounts, captchas and throttles start clean.
      command: 'node gateway/cli.ts serve',
      env: { PORT: String(E2E_GATEWAY_PORT), GATEWAY_DB: ':memory:' },
      url: `http://127.0.0.1:${E2E_GATEWAY_PORT}/wps/static/icons/vendor/JL.svg`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: `node scripts/serve.ts --all --dist ${JSON.stringify(E2E_DIST)} --base-port ${E2E_BASE_PORT} --gateway http://127.0.0.1:${E2E_GATEWAY_PORT}`,
      url: `http://127.0.0.1:${E2E_BASE_PORT}/`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
  ],
});

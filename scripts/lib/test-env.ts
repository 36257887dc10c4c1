// What every test process runs with, unit and browser alike (vitest.config.ts, playwright.config.ts);
// the gateways, CLI processes and servers the tests start inherit it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

/**
 * Debian's old headless shell (package chromium-headless-shell): the same Blink and version as
 * /usr/bin/chromium without a browser window and its interface to draw, which Playwright itself runs
 * headless by default. It spends about a third less CPU a page (docs/testing.md), so the tests run
 * in it where it is installed (.ci/run installs it); without it, in Debian's Chromium.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The environment the test runners set for themselves and everything they start. */
export const TEST_ENV = {
  // scrypt at N=2^14 instead of production's 2^17 for every hash the tests make (the seed, logins,
  // registrations): 8 times less work a hash. Tests only: tests/gateway/password-cost.test.ts
  // runs without it and proves production keeps 2^17.
  GATEWAY_SCRYPT_LOG2N: '14',
  // Node keeps the compiled code of the modules it loads here (checked against their content, so
  // never stale): each `node gateway/cli.ts …` a test starts spends half the CPU it did.
  NODE_COMPILE_CACHE: join(projectRoot, '.skinforge', 'node-compile-cache'),
  // The browser scripts/chromium starts for the browser tests, the release gate's tests and the dev
  // server's: the headless shell when it is installed, unless CHROMIUM_PATH names another.
  ...(process.env['CHROMIUM_PATH'] === undefined && existsSync(HEADLESS_SHELL) ? { CHROMIUM_PATH: HEADLESS_SHELL } : {}),
};

// What every test process runs with, unit and browser alike (vitest.config.ts, playwright.config.ts);
// the gateways, CLI processes and servers the tests start inherit it.
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';
import { headlessEnv } from './chromium.ts';

/**
 * The browser scripts/chromium starts for every test, chosen as the release gate chooses it: Debian's
 * headless shell where it is installed (.ci/run installs it), unless CHROMIUM_PATH names another.
 * The same Chromium and Blink without a browser window and its interface to draw, and what Playwright
 * runs headless by default: a layout tour spends about a third less CPU in it (docs/testing.md).
 */
const browser = headlessEnv()['CHROMIUM_PATH'];

/** The environment the test runners set for themselves and everything they start. */
export const TEST_ENV = {
  // scrypt at N=2^14 instead of production's 2^17 for every hash the tests make (the seed, logins,
  // registrations): 8 times less work a hash. Tests only: tests/gateway/password-cost.test.ts
  // runs without it and proves production keeps 2^17.
  GATEWAY_SCRYPT_LOG2N: '14',
  // Node keeps the compiled code of the modules it loads here (checked against their content, so
  // never stale): each `node gateway/cli.ts …` a test starts spends half the CPU it did.
  NODE_COMPILE_CACHE: join(projectRoot, '.skinforge', 'node-compile-cache'),
  // The browser every test starts (see `browser` above).
  ...(browser ? { CHROMIUM_PATH: browser } : {}),
};

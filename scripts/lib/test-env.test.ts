// The environment the test runners set (test-env.ts): the browser they start is Debian's headless
// shell where it is installed, and a browser the caller names in CHROMIUM_PATH stays theirs.
// (headlessEnv's own cases: chromium.test.ts; this is what reaches the tests' processes.)
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** TEST_ENV's CHROMIUM_PATH as a fresh process with `env` computes it ('' when it sets none). */
function testBrowser(env: NodeJS.ProcessEnv): string {
  const script = "const { TEST_ENV } = await import('./scripts/lib/test-env.ts'); console.log(TEST_ENV.CHROMIUM_PATH ?? '')";
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', env }).trim();
}

describe('the tests’ browser', () => {
  const { CHROMIUM_PATH: _, ...unset } = process.env;

  it.runIf(existsSync('/usr/bin/chromium-headless-shell'))('is the headless shell where it is installed', () => {
    expect(testBrowser(unset)).toBe('/usr/bin/chromium-headless-shell');
  });

  it('is the one CHROMIUM_PATH names, when it names one', () => {
    expect(testBrowser({ ...unset, CHROMIUM_PATH: '/opt/chromium/chrome' })).toBe('/opt/chromium/chrome');
  });
});

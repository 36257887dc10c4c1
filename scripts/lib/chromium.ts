import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

/** The Chromium the browser tests and the benchmarks drive: Debian's (no browser downloads on these machines,
 * `CHROMIUM_PATH` names another) through scripts/chromium, which keeps each new window's own interface from
 * competing with the page under test for the CPU. */
export const chromiumPath = join(projectRoot, 'scripts', 'chromium');

/** Why the browser cannot be driven here (the release gate, the benchmarks), with how to install it; undefined when it is there. */
export function missingChromium(): string | undefined {
  const executable = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  return existsSync(executable)
    ? undefined
    : `no Chromium at ${executable}: install it (Debian/Ubuntu: sudo apt-get install chromium; .ci/run does it) or name one with CHROMIUM_PATH`;
}

/** Debian's old headless shell (package chromium-headless-shell): the same Chromium without a window and its interface to draw. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The environment for launching `chromiumPath` where no window is ever shown (the release gate, and
 * every test: scripts/lib/test-env.ts):
 * the headless shell when it is installed and `CHROMIUM_PATH` names no other, since it spends
 * about a fifth less CPU on the same pages (docs/check.md, "Speed"); Chromium itself otherwise.
 */
export function headlessEnv(): NodeJS.ProcessEnv {
  if (process.env['CHROMIUM_PATH'] || !existsSync(HEADLESS_SHELL)) return process.env;
  return { ...process.env, CHROMIUM_PATH: HEADLESS_SHELL };
}

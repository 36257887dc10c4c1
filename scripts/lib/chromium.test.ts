import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADLESS_SHELL, headlessEnv } from './chromium.ts';

describe('the browser the release gate launches', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is the one CHROMIUM_PATH names, whatever is installed', () => {
    vi.stubEnv('CHROMIUM_PATH', '/opt/other/chrome');
    expect(headlessEnv()['CHROMIUM_PATH']).toBe('/opt/other/chrome');
  });

  it('is the headless shell where it is installed, else Chromium itself', () => {
    vi.stubEnv('CHROMIUM_PATH', undefined);
    expect(headlessEnv()['CHROMIUM_PATH']).toBe(existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined);
  });
});

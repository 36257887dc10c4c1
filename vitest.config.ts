import { defineConfig } from 'vitest/config';
import { TEST_ENV } from './scripts/lib/test-env.ts';

/** The one suite that checks the production password cost: it runs without the tests' lower one. */
const PRODUCTION_COST = ['tests/gateway/password-cost.test.ts'];

const shared = {
  testTimeout: 60_000,
  // A suite's first gateway may seed the prepared world (tests/gateway/harness.ts): slow on a loaded machine.
  hookTimeout: 60_000,
  globalSetup: ['tests/global-setup.ts'],
};

export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1). Most suites wait on SQLite,
    // child processes or builds as much as they compute, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'core/**/*.test.ts',
            'contract/**/*.test.ts',
            'scripts/**/*.test.ts',
            'gateway/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          exclude: ['tests/e2e/**', 'node_modules/**', ...PRODUCTION_COST],
          env: TEST_ENV,
        },
      },
      // An empty GATEWAY_SCRYPT_LOG2N is the production default, whatever the shell running the tests has set.
      {
        test: { ...shared, name: 'production-cost', include: PRODUCTION_COST, env: { ...TEST_ENV, GATEWAY_SCRYPT_LOG2N: '' } },
      },
    ],
  },
});

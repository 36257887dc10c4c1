import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'gateway/**/*.test.ts', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    testTimeout: 60_000,
    // Gateways seed in beforeAll (scrypt at N=2^17 for the demo accounts): slow on a loaded machine.
    hookTimeout: 60_000,
  },
});

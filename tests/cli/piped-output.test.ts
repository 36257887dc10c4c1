// `npm run -s site -- diff --help | head -1`: a reader that closes early must not end the CLI in an
// EPIPE stack trace. The gateway CLI's side is in tests/gateway/cli.test.ts.
import { describe, expect, it } from 'vitest';
import { runIntoClosedPipe } from './run-site.ts';

describe('npm run site into a closed pipe', () => {
  it.each(['diff --help', '--help', 'validate luzon'])('%s stops quietly, with 141 as SIGPIPE would', async (line) => {
    const { code, err } = await runIntoClosedPipe('scripts/site.ts', line.split(' '));
    expect(err).not.toMatch(/EPIPE|\n\s+at /);
    expect(code).toBe(141);
  });
});

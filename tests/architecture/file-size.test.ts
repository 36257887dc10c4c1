// No file under src/, scripts/, core/, contract/, gateway/ or tests/ is over 400 lines: a longer one
// holds more than one thing and is split by what it does (the stylesheets by feature, src/styles/site/
// and src/styles/centre/; the browser specs by feature, their shared steps in tests/e2e/support/). Today's exceptions are listed with their reason; the list only shrinks: an
// exception that is no longer over the limit must leave it, and a code file on it may not grow.
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';

const LIMIT = 400;
const CHECKED = ['src', 'scripts', 'core', 'contract', 'gateway', 'tests'];

interface Exception {
  reason: string;
  /** The most lines it may have: today's count, so it can only shrink. Absent for data that grows with every feature. */
  ceiling?: number;
}

const EXCEPTIONS: Record<string, Exception> = {
  'src/i18n/locales/EN.json': { reason: 'message catalogue: one flat file a language, grows with every text' },
  'src/i18n/locales/TY.json': { reason: 'message catalogue: one flat file a language, grows with every text' },
  'src/i18n/locales/VI.json': { reason: 'message catalogue: one flat file a language, grows with every text' },
  'core/config/generated/resolved-tenant-config.ts': { reason: 'generated from the tenant schema, never edited' },
  'contract/generated/common.ts': { reason: "generated from the gateway calls' shared schema, never edited" },
  'gateway/README.md': { reason: "the reference gateway's user guide: one page to read", ceiling: 431 },
};

const lineCount = (path: string): number => {
  const text = readFileSync(join(projectRoot, path), 'utf8');
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
};

// Tracked files and new ones git does not ignore: build output and data folders stay out, and so do
// links (a fixture's link to a folder of assets).
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...CHECKED], {
  cwd: projectRoot,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path !== '' && existsSync(join(projectRoot, path)) && lstatSync(join(projectRoot, path)).isFile());

describe('file size', () => {
  it('reads the checked folders', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain('src/components/layout/BaseLayout.astro');
    expect(files).toContain('tests/e2e/layout.spec.ts');
  });

  it(`keeps every file at ${LIMIT} lines or fewer, but for the listed exceptions`, () => {
    const over = files.filter((path) => !(path in EXCEPTIONS) && lineCount(path) > LIMIT);
    expect(over.map((path) => `${path}: ${lineCount(path)} lines`)).toEqual([]);
  });

  it('lists only exceptions that are still over the limit and have not grown', () => {
    const stale = Object.entries(EXCEPTIONS).flatMap(([path, { ceiling }]) => {
      if (!existsSync(join(projectRoot, path))) return [`${path}: gone, take it off the list`];
      const lines = lineCount(path);
      if (lines <= LIMIT) return [`${path}: ${lines} lines, take it off the list`];
      if (ceiling !== undefined && lines > ceiling) return [`${path}: ${lines} lines, grown past ${ceiling}: split it`];
      return [];
    });
    expect(stale).toEqual([]);
  });
});

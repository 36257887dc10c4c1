// A comment, doc or test name says the reason itself, not "issue N": the tracker is not in the
// repository, so its reader cannot follow the number. Decision records keep theirs: they say
// when and at whose request something was decided.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';

const KEPT = /^docs\/decisions\//;
const TEXT = /\.(ts|tsx|mts|js|mjs|astro|css|sql|md|json|yml|yaml|sh|html)$/;
// "issue 46", "issue #46", "issues 28 and 29", but not "issues 50% of a deposit".
const REFERENCE = /\bissue #?\d|\bissues #?\d+(,| and | or )/i;
const SELF = 'tests/architecture/tracker-references.test.ts';

const trackerReferences = (path: string, text: string): string[] =>
  text.split('\n').flatMap((line, i) => (REFERENCE.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : []));

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' })
  .split('\n')
  .filter((path) => TEXT.test(path) && !KEPT.test(path) && path !== SELF && existsSync(join(projectRoot, path)));

describe('tracker references', () => {
  it('finds the forms a reference takes, and not other uses of the word', () => {
    expect(trackerReferences('a.ts', '// fixed (issue 46 item 3)\n// see Issue #12\n// issues 28 and 29')).toHaveLength(3);
    expect(trackerReferences('a.ts', '// a promotion that issues 50% of a deposit\n// an issue with 3 causes')).toEqual([]);
  });

  it('leaves none outside the decision records', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => trackerReferences(path, readFileSync(join(projectRoot, path), 'utf8')))).toEqual([]);
  });
});

// A comment, doc or test name says the reason itself, not "issue N": the tracker is not in the
// repository, so its reader cannot follow the number. The decision records too: each says the
// round that decided it in words, or names the record or doc it builds on. A reference broken
// across two lines of a comment ("(issue" at a line's end, "28)" on the next) counts as well.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';

const TEXT = /\.(ts|tsx|mts|js|mjs|astro|css|sql|md|json|yml|yaml|sh|html)$/;
// "issue 46", "issue #46", "issues 28 and 29", but not "issues 50% of a deposit".
const REFERENCE = /\bissue #?\d|\bissues #?\d+(,| and | or )/i;
const SELF = 'tests/architecture/tracker-references.test.ts';

/** What may open a line that continues a comment or a paragraph: a comment's marker, a list's dash. */
const CONTINUATION = /^\s*(\/\/|\/?\*|#|--|-|>)?\s*/;

/** Each line that holds a reference, or starts one the next line ends, as `path:line: text`. */
function trackerReferences(path: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const joined = `${line.trimEnd()} ${(lines[i + 1] ?? '').replace(CONTINUATION, '')}`;
    const starts = [...joined.matchAll(new RegExp(REFERENCE, 'gi'))].some((m) => m.index < line.trimEnd().length);
    return starts ? [`${path}:${i + 1}: ${line.trim()}`] : [];
  });
}

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' })
  .split('\n')
  .filter((path) => TEXT.test(path) && path !== SELF && existsSync(join(projectRoot, path)));

describe('tracker references', () => {
  it('finds the forms a reference takes, and not other uses of the word', () => {
    expect(trackerReferences('a.ts', '// fixed (issue 46 item 3)\n// see Issue #12\n// issues 28 and 29')).toHaveLength(3);
    expect(trackerReferences('a.ts', '// a promotion that issues 50% of a deposit\n// an issue with 3 causes')).toEqual([]);
    expect(trackerReferences('a.css', '/* read as clipped (issue\n   46). The fades */\n// the bar (issue\n// 28): within 300 ms')).toEqual(
      ['a.css:1: /* read as clipped (issue', 'a.css:3: // the bar (issue'],
    );
    expect(
      trackerReferences('a.md', 'Decided 2026-11-25 (issue 12).\n- as the **tracker** said (issue\n  47: a listed number)'),
    ).toHaveLength(2);
  });

  it('leaves none in the repository, the decision records included', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((path) => trackerReferences(path, readFileSync(join(projectRoot, path), 'utf8')))).toEqual([]);
  });
});

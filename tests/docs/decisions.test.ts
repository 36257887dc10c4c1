// The decision records (docs/decisions/): each is numbered in turn, listed in the index with its
// own file, and says under its title when or in which round it was decided (a "Decided" line), so
// a reader can tell what holds and since when without the tracker. A "decision NNNN" written
// anywhere in the repository names a record that exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';

const FOLDER = join(projectRoot, 'docs/decisions');
const RECORD = /^(\d{4})-[a-z0-9-]+\.md$/;

/** What is wrong with the records and their index, one line each. */
function problems(records: readonly string[], index: string, textOf: (file: string) => string): string[] {
  const found: string[] = [];
  records.forEach((file, at) => {
    const number = Number(RECORD.exec(file)?.[1]);
    if (number !== at + 1) found.push(`${file}: numbered ${number} where ${at + 1} was due`);
    if (!index.includes(`](${file})`)) found.push(`${file}: not in the index (docs/decisions/README.md)`);
    // The title, a blank line, then the paragraph that says when it was decided.
    const opening = textOf(file).split('\n\n', 3).slice(0, 2).join('\n');
    if (!/\bDecided\b/.test(opening)) found.push(`${file}: no "Decided" line under its title`);
  });
  return found;
}

/** Each "decision NNNN" of a text whose record is not among `numbers`, as `file:line: decision NNNN`. */
function unknownDecisions(file: string, text: string, numbers: ReadonlySet<string>): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      [...line.matchAll(/\bdecisions? (\d{4})\b/gi)].filter((m) => !numbers.has(m[1]!)).map((m) => `${file}:${i + 1}: ${m[0]}`),
    );
}

describe('decision records', () => {
  const records = readdirSync(FOLDER)
    .filter((file) => RECORD.test(file))
    .sort();

  it('are numbered in turn, each in the index, each with its "Decided" line', () => {
    expect(records.length).toBeGreaterThan(20);
    const index = readFileSync(join(FOLDER, 'README.md'), 'utf8');
    expect(problems(records, index, (file) => readFileSync(join(FOLDER, file), 'utf8'))).toEqual([]);
  });

  it('are the ones the repository names: every "decision NNNN" has its record', () => {
    const numbers = new Set(records.map((file) => file.slice(0, 4)));
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: projectRoot, encoding: 'utf8' })
      .split('\n')
      .filter(
        (file) => /\.(ts|tsx|astro|css|md)$/.test(file) && file !== 'tests/docs/decisions.test.ts' && existsSync(join(projectRoot, file)),
      );
    expect(files.flatMap((file) => unknownDecisions(file, readFileSync(join(projectRoot, file), 'utf8'), numbers))).toEqual([]);
    expect(unknownDecisions('a.md', 'as decision 0023 says; Decision 0999 is gone', numbers)).toEqual(['a.md:1: Decision 0999']);
  });

  it('finds a record left out of the index, one without its line, and a gap in the numbers', () => {
    const texts: Record<string, string> = {
      '0001-a.md': '# 0001. A\n\nDecided 2026-11-25 (the first round).\n',
      '0002-b.md': '# 0002. B\n\nStatus: in force.\n\n## Why\n\nDecided later.\n',
      '0004-d.md': '# 0004. D\n\n**Decided** (session 15).\n',
    };
    expect(problems(Object.keys(texts), '[0001](0001-a.md) [0002](0002-b.md)', (file) => texts[file]!)).toEqual([
      '0002-b.md: no "Decided" line under its title',
      '0004-d.md: numbered 4 where 3 was due',
      '0004-d.md: not in the index (docs/decisions/README.md)',
    ]);
  });
});

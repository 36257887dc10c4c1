// What the release gate (site check) leaves beside a release it checked: check.json, read by
// `releases` (held / checked), `rollback` (which skips held releases) and `build --check`.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseDir } from '../releases.ts';

/** What the release gate recorded beside a release it checked. */
export interface CheckRecord {
  checkedAt: string;
  passed: boolean;
  findings: number;
  /** The report's index.html. */
  report: string;
  /** Built by `build --check` and not made live because its check found problems. */
  held: boolean;
}

const CHECK_RECORD = 'check.json';

/** A release's check record; undefined when it was never checked. */
export async function readCheckRecord(out: string, merchant: string, id: string): Promise<CheckRecord | undefined> {
  const text = await readFile(join(releaseDir(out, merchant, id), CHECK_RECORD), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as CheckRecord);
}

/** Records a check beside its release (a held release stays held until a check of it passes). */
export async function writeCheckRecord(out: string, merchant: string, id: string, record: CheckRecord): Promise<void> {
  await writeFile(join(releaseDir(out, merchant, id), CHECK_RECORD), `${JSON.stringify(record, null, 2)}\n`);
}

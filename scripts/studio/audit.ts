// The studio's audit log: one JSON line per change, appended, never rewritten.
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';

export interface AuditEntry {
  /** ISO time of the change. */
  time: string;
  /** Who made it, as the operator named themself in the studio. */
  operator: string;
  /** The file, relative to the tenants folder. */
  file: string;
  action: 'save' | 'save-with-problems' | 'publish' | 'discard' | 'rollback';
  /** JSON pointers of the values a save made different; the release a publish or rollback made live, or a discard deleted. */
  changed: string[];
}

/** Adds one entry at the end of the log (created with its folder the first time). */
export async function appendAudit(log: string, entry: AuditEntry): Promise<void> {
  await mkdir(dirname(log), { recursive: true });
  await appendFile(log, `${JSON.stringify(entry)}\n`, { flag: 'a' });
}

/** The log's entries about one file (all when none is named), newest first; lines that do not parse are skipped. */
export async function readAudit(log: string, file?: string): Promise<AuditEntry[]> {
  const text = await readFile(log, 'utf8').catch(() => '');
  const entries: AuditEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const entry = JSON.parse(line) as AuditEntry;
      if (!file || entry.file === file) entries.push(entry);
    } catch {
      // A line cut short by a crash: the others still count.
    }
  }
  return entries.reverse();
}

// Vitest's global setup: a directory of the run's own for the prepared gateway world
// (tests/gateway/harness.ts), removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    worldDir: string;
  }
}

/** Gives every test file the run's directory; removes it after the run. */
export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'skinforge-world-'));
  project.provide('worldDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}

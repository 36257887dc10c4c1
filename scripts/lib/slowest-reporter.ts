// A Playwright reporter that ends a run with where its time went: the spec files and the tests that
// took longest (worker time, retries included), so the suite's slow parts are found from any run.
import { relative } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 12;

export default class SlowestReporter implements Reporter {
  private readonly tests: Array<{ file: string; title: string; ms: number }> = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    this.tests.push({ file: relative(process.cwd(), test.location.file), title: test.title, ms: result.duration });
  }

  onEnd(): void {
    if (this.tests.length === 0) return;
    const byFile = new Map<string, { ms: number; count: number }>();
    for (const { file, ms } of this.tests) {
      const entry = byFile.get(file) ?? { ms: 0, count: 0 };
      byFile.set(file, { ms: entry.ms + ms, count: entry.count + 1 });
    }
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8);
    const lines = [`\nWorker time ${seconds(total).trim()} over ${this.tests.length} test runs; the slowest spec files:`];
    for (const [file, { ms, count }] of [...byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, SHOWN))
      lines.push(`${seconds(ms)}  ${file} (${count} test${count === 1 ? '' : 's'})`);
    lines.push('and tests:');
    for (const { file, title, ms } of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, SHOWN))
      lines.push(`${seconds(ms)}  ${file}: ${title}`);
    console.log(lines.join('\n'));
  }
}

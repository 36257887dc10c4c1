import { join } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

/** The Chromium the browser tests and the benchmarks drive: Debian's (no browser downloads on these machines,
 * `CHROMIUM_PATH` names another) through scripts/chromium, which keeps each new window's own interface from
 * competing with the page under test for the CPU. */
export const chromiumPath = join(projectRoot, 'scripts', 'chromium');

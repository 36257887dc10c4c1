// A child process of scripts/lib/compile.ts: one part's Astro build and its sites' assembly.
// argv: <job.json> (a PartJob). Sends { sites } to the parent and exits 0; on failure sends
// { error } and exits 1. Stops when the parent goes (its IPC channel closes).
import { readFile } from 'node:fs/promises';
import { compilePart, type PartJob } from './compile.ts';

process.on('disconnect', () => process.exit(1));
try {
  const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as PartJob;
  const sites = await compilePart(job);
  // Exit once the parent has the sites: a build can leave handles open that would keep this process.
  process.send!({ sites }, () => process.exit(0));
} catch (error) {
  process.send!({ error: error instanceof Error ? error.message : String(error) }, () => process.exit(1));
}

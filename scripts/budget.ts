// `npm run budget [dist]`: fails when a built page ships more JS, CSS or HTML (gzipped) than its
// budget. What is counted and why: scripts/lib/budgets.ts.
import { join, resolve } from 'node:path';
import { siteBudget } from './lib/budgets.ts';
import { clientManifestPath } from './lib/site-files.ts';
import { liveSites } from './lib/live-sites.ts';

const dist = resolve(process.argv[2] ?? 'dist');
const sites = liveSites(dist);
if (sites.length === 0) {
  console.error(`no built sites in ${dist}: run npm run site -- build --all first`);
  process.exit(1);
}
const failures: string[] = [];
for (const site of sites) {
  const result = await siteBudget(site, join(dist, site), clientManifestPath(dist, site));
  failures.push(...result.failures);
  for (const line of result.lines) console.log(line);
}
if (failures.length) {
  console.error(`\nover budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('all pages within budget');

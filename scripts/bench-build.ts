// `npm run bench:build`: builds 1 and then 20 synthetic merchants, each run in a fresh process
// exactly as an operator would, and prints both times and their ratio (target: ≤ 3×).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantsDir } from '../src/config/paths.ts';

const COUNT = Number(process.argv[2] ?? 20);
const work = await mkdtemp(join(tmpdir(), 'skinforge-bench-'));
const base = JSON.parse(await readFile(join(tenantsDir, 'luzon.json'), 'utf8'));
const hues = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa', '#f87171', '#2dd4bf', '#facc15', '#fb923c', '#4ade80'];

const files: string[] = [];
for (let i = 1; i <= COUNT; i++) {
  const code = `bench-${String(i).padStart(2, '0')}`;
  const config = structuredClone(base);
  config.merchantCode = code;
  config.brand.name = `Bench ${i}`;
  config.brand.theme.primary = hues[i % hues.length];
  config.site = { url: `https://${code}.example`, domains: [`${code}.example`] };
  const text = JSON.stringify(config).replaceAll('"assets/luzon/', `"assets/${code}/`);
  await cp(join(tenantsDir, 'assets', 'luzon'), join(work, 'assets', code), { recursive: true });
  await writeFile(join(work, `${code}.json`), text);
  files.push(join(work, `${code}.json`));
}

function timeBuild(targets: string[]): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, ['scripts/site.ts', 'build', ...targets, '--force', '--out', join(work, 'dist')], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`build failed:\n${result.stderr}`);
  return performance.now() - started;
}

try {
  timeBuild(files.slice(0, 1)); // warm the file system cache so the first measurement is not penalised
  const one = timeBuild(files.slice(0, 1));
  const many = timeBuild(files);
  const ratio = many / one;
  console.log(`1 merchant:   ${(one / 1000).toFixed(2)} s`);
  console.log(`${COUNT} merchants: ${(many / 1000).toFixed(2)} s`);
  console.log(`ratio:        ${ratio.toFixed(2)}× (target ≤ 3×) ${ratio <= 3 ? 'OK' : 'OVER TARGET'}`);
} finally {
  await rm(work, { recursive: true, force: true });
}

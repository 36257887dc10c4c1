// `npm run bench:build [-- <fleet>]`: builds 1, 20 and <fleet> (default 200) synthetic merchants, each
// in a fresh process exactly as an operator would, then the fleet again with nothing changed. Prints
// each build's wall time, marginal cost per merchant, peak memory of the whole process tree, its CPU
// seconds and CPU use, and the ratios against the targets (docs/scale.md), in wall time and in CPU
// seconds. The machine's load average is printed beside them: on a shared machine wall times mean
// little without it, while CPU seconds barely move with other jobs' load.
import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenantsDir } from '../core/config/paths.ts';
import { sampleTree, type TreeUsage } from './lib/process-tree.ts';

const fleetArg = process.argv[2] ?? '200';
if (!/^\d+$/.test(fleetArg) || Number(fleetArg) < 2) {
  console.error(`error: the fleet size must be a whole number, 2 or more, not "${fleetArg}" (npm run bench:build -- 200)`);
  process.exit(2);
}
const FLEET = Number(fleetArg);
const TARGETS = { fleetRatio: 12, twentyRatio: 3, peakBytes: 4 * 1024 ** 3, unchangedRatio: 2 };

const work = await mkdtemp(join(tmpdir(), 'skinforge-bench-'));
const base = JSON.parse(await readFile(join(tenantsDir, 'luzon.json'), 'utf8'));
const hues = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa', '#f87171', '#2dd4bf', '#facc15', '#fb923c', '#4ade80'];

const files: string[] = [];
for (let i = 1; i <= FLEET; i++) {
  const code = `bench-${String(i).padStart(3, '0')}`;
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

interface Run extends TreeUsage {
  ms: number;
}

/** Builds the configs into `out` in a fresh process, sampling its process tree meanwhile. */
function timeBuild(targets: string[], out: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/site.ts', 'build', ...targets, '--out', out], { stdio: ['ignore', 'ignore', 'pipe'] });
    const sampler = sampleTree(child.pid!);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-8000)));
    child.on('exit', (code) => {
      const usage = sampler.stop();
      if (code === 0) resolve({ ms: performance.now() - started, ...usage });
      else reject(new Error(`build of ${targets.length} merchants failed (exit code ${code}):\n${errors}`));
    });
  });
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const gb = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;
const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER TARGET');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

try {
  // Each row is printed as its build finishes: on a busy machine the whole run takes many minutes.
  console.log(`load average before: ${load()} (1, 5, 15 min) on this machine's cores`);
  console.log(
    `${'build'.padEnd(24)} ${'wall'.padStart(9)}  ${'vs one'.padStart(7)}  ${'/merchant'.padStart(9)}  ${'CPU time'.padStart(9)}  ${'vs one'.padStart(7)}  ${'/merchant'.padStart(9)}  ${'peak mem'.padStart(8)}  ${'CPU'.padStart(6)}`,
  );
  await timeBuild(files.slice(0, 1), join(work, 'warm')); // warms the file system cache for the first measurement
  const one = await timeBuild(files.slice(0, 1), join(work, 'dist-1'));
  const perMerchant = (total: number, oneTotal: number, merchants: number) =>
    merchants > 1 ? (total - oneTotal) / (merchants - 1) : undefined;
  const row = (label: string, run: Run, merchants: number) => {
    const marginal = perMerchant(run.ms, one.ms, merchants);
    const cpuMarginal = perMerchant(run.cpuSeconds, one.cpuSeconds, merchants);
    const cpu = ((100 * run.cpuSeconds * 1000) / run.ms).toFixed(0);
    console.log(
      `${label.padEnd(24)} ${s(run.ms).padStart(9)}  ${(run.ms / one.ms).toFixed(2).padStart(6)}×  ${
        marginal === undefined ? '        -' : s(marginal).padStart(9)
      }  ${s(run.cpuSeconds * 1000).padStart(9)}  ${(run.cpuSeconds / one.cpuSeconds).toFixed(2).padStart(6)}×  ${
        cpuMarginal === undefined ? '        -' : s(cpuMarginal * 1000).padStart(9)
      }  ${gb(run.peakRss).padStart(8)}  ${cpu.padStart(4)} %`,
    );
  };
  row('1 merchant', one, 1);
  const twenty = FLEET > 20 ? await timeBuild(files.slice(0, 20), join(work, 'dist-20')) : undefined;
  if (twenty) row('20 merchants', twenty, 20);
  const fleet = await timeBuild(files, join(work, 'dist'));
  row(`${FLEET} merchants`, fleet, FLEET);
  const unchanged = await timeBuild(files, join(work, 'dist'));
  row(`${FLEET}, nothing changed`, unchanged, FLEET);
  console.log(`load average after: ${load()}`);
  const peak = Math.max(one.peakRss, twenty?.peakRss ?? 0, fleet.peakRss, unchanged.peakRss);
  console.log('');
  console.log(
    `${FLEET} merchants ÷ one:     ${(fleet.ms / one.ms).toFixed(2)}× (target ≤ ${TARGETS.fleetRatio}×) ${verdict(fleet.ms / one.ms <= TARGETS.fleetRatio)}`,
  );
  // The target is wall time on two quiet cores; in CPU seconds the same build holds whatever the load.
  console.log(
    `  in CPU seconds:         ${(fleet.cpuSeconds / one.cpuSeconds).toFixed(2)}× (${fleet.cpuSeconds.toFixed(2)} s ÷ ${one.cpuSeconds.toFixed(2)} s)`,
  );
  if (twenty)
    console.log(
      `20 merchants ÷ one:      ${(twenty.ms / one.ms).toFixed(2)}× (target ≤ ${TARGETS.twentyRatio}×) ${verdict(twenty.ms / one.ms <= TARGETS.twentyRatio)}`,
    );
  console.log(
    `no-change ${FLEET} ÷ one:     ${(unchanged.ms / one.ms).toFixed(2)}× (target ≤ ${TARGETS.unchangedRatio}×) ${verdict(unchanged.ms / one.ms <= TARGETS.unchangedRatio)}`,
  );
  console.log(`peak memory:             ${gb(peak)} (target ≤ ${gb(TARGETS.peakBytes)}) ${verdict(peak <= TARGETS.peakBytes)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}

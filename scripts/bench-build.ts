// `npm run bench:build [-- <fleet>]`: builds 1, 20 and <fleet> (default 200) synthetic merchants in
// 10 families of layers, each in a fresh process exactly as an operator would, then the fleet again
// with nothing changed, then again after an edit to one family's layer (its brands alone rebuild). Prints
// each build's wall time, marginal cost per merchant, peak memory of the whole process tree, its CPU
// seconds and CPU use, and the ratios against the targets (docs/scale.md), in wall time and in CPU
// seconds. The machine's load average is printed beside them: on a shared machine wall times mean
// little without it, while CPU seconds barely move with other jobs' load.
import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedTenantConfig } from '../core/config/generated/resolved-tenant-config.ts';
import { mergeLayers } from '../core/config/layers.ts';
import type { JsonObject } from '../core/config/merge-patch.ts';
import { tenantsDir } from '../core/config/paths.ts';
import { sampleTree, type TreeUsage } from './lib/process-tree.ts';

const fleetArg = process.argv[2] ?? '200';
if (!/^\d+$/.test(fleetArg) || Number(fleetArg) < 2) {
  console.error(`error: the fleet size must be a whole number, 2 or more, not "${fleetArg}" (npm run bench:build -- 200)`);
  process.exit(2);
}
const FLEET = Number(fleetArg);
const TARGETS = { fleetRatio: 12, twentyRatio: 3, peakBytes: 4 * 1024 ** 3, unchangedRatio: 2, familyRatio: 3.5 };

const work = await mkdtemp(join(tmpdir(), 'skinforge-bench-'));
// luzon as one standalone config (its layers merged in), the model of every synthetic brand.
const luzon = join(tenantsDir, 'luzon.json');
const merged = await mergeLayers(JSON.parse(await readFile(luzon, 'utf8')), luzon, luzon, (path) => path);
if ('problems' in merged) throw new Error(`tenants/luzon.json does not merge: ${merged.problems.map((p) => p.message).join('; ')}`);
const base = merged.merged.config as JsonObject & Pick<ResolvedTenantConfig, 'brand'>;
const hues = ['#fbbf24', '#34d399', '#60a5fa', '#f472b6', '#a78bfa', '#f87171', '#2dd4bf', '#facc15', '#fb923c', '#4ade80'];

// The fleet is on layers, as an operator's would be: a defaults layer, FAMILIES family layers
// (a market each: everything but the brand's own fields), and brand files with only their own
// fields (code, name, colour, domains, and what names their assets: banners, payment icons).
const FAMILIES = 10;
const OWN_FIELDS = ['merchantCode', 'brand', 'site', 'banners', 'wallet', 'support'];
const familyOf = (i: number) => `families/f${String((i % FAMILIES) + 1).padStart(2, '0')}`;
const shared = Object.fromEntries(Object.entries(base).filter(([key]) => !OWN_FIELDS.includes(key)));
await mkdir(join(work, 'layers', 'families'), { recursive: true });
await writeFile(join(work, 'layers', 'defaults.json'), JSON.stringify({ gateway: base['gateway'] }));
for (let f = 0; f < FAMILIES; f++)
  await writeFile(
    join(work, 'layers', `${familyOf(f)}.json`),
    JSON.stringify({ extends: ['defaults'], ...shared, timezone: f % 2 ? 'Asia/Manila' : 'Asia/Singapore' }),
  );

const files: string[] = [];
for (let i = 1; i <= FLEET; i++) {
  const code = `bench-${String(i).padStart(3, '0')}`;
  const brand = structuredClone(base.brand);
  brand.name = `Bench ${i}`;
  brand.theme.primary = hues[i % hues.length]!;
  const config: JsonObject = { extends: [familyOf(i)] };
  for (const key of OWN_FIELDS) config[key] = structuredClone(base[key]);
  Object.assign(config, { merchantCode: code, brand, site: { url: `https://${code}.example`, domains: [`${code}.example`] } });
  const text = JSON.stringify(config).replaceAll('"assets/luzon/', `"assets/${code}/`);
  await cp(join(tenantsDir, 'assets', 'luzon'), join(work, 'assets', code), { recursive: true });
  await writeFile(join(work, `${code}.json`), text);
  files.push(join(work, `${code}.json`));
}

/** Edits one family's layer as an operator would: a help-centre text its brands show. */
async function editFamily(name: string): Promise<void> {
  const path = join(work, 'layers', `${name}.json`);
  const layer = JSON.parse(await readFile(path, 'utf8'));
  layer.content.seo.EN.description = 'Edited for the benchmark: every brand of this family shows it.';
  await writeFile(path, JSON.stringify(layer));
}

interface Run extends TreeUsage {
  ms: number;
  /** Merchants built (not skipped). */
  built: number;
}

/** Builds the configs into `out` in a fresh process, sampling its process tree meanwhile. */
function timeBuild(targets: string[], out: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ['scripts/site.ts', 'build', ...targets, '--out', out], { stdio: ['ignore', 'pipe', 'pipe'] });
    const sampler = sampleTree(child.pid!);
    let errors = '';
    let built = 0;
    child.stdout.on('data', (chunk: Buffer) => (built += chunk.toString().match(/^ {2}✓ /gm)?.length ?? 0));
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-8000)));
    child.on('exit', (code) => {
      const usage = sampler.stop();
      if (code === 0) resolve({ ms: performance.now() - started, built, ...usage });
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
  await editFamily(familyOf(0));
  const family = await timeBuild(files, join(work, 'dist'));
  row(`${FLEET}, a family edited`, family, FLEET);
  console.log(`load average after: ${load()}`);
  const peak = Math.max(one.peakRss, twenty?.peakRss ?? 0, fleet.peakRss, unchanged.peakRss, family.peakRss);
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
  const familySize = files.filter((_, i) => familyOf(i + 1) === familyOf(0)).length;
  console.log(
    `family edit ÷ one:       ${(family.ms / one.ms).toFixed(2)}× (target ≤ ${TARGETS.familyRatio}×) ${verdict(family.ms / one.ms <= TARGETS.familyRatio)}; rebuilt ${family.built} of ${FLEET} (the family's ${familySize}) ${verdict(family.built === familySize)}`,
  );
  console.log(`peak memory:             ${gb(peak)} (target ≤ ${gb(TARGETS.peakBytes)}) ${verdict(peak <= TARGETS.peakBytes)}`);
} finally {
  await rm(work, { recursive: true, force: true });
}

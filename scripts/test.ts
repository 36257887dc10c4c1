// `npm test`: everything CI checks, stopping at the first failure: lint and format, types, unused
// code, unit tests, a build of every merchant (plus test fixtures), budgets, the browser tests and
// the studio's browser tests. Steps that use one core run beside a step that leaves the other one
// idle (docs/testing.md): types beside the studio's tests, the build beside the unit tests, the
// budgets beside the browser tests.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants } from 'node:os';
import { E2E_DIST, E2E_FIXTURES } from './lib/e2e-sites.ts';
import { formatSeconds, stepTimesTable } from './lib/step-times.ts';

const node = process.execPath;
type Step = readonly [name: string, command: readonly string[]];

/**
 * The stages, in order; a stage's steps run at the same time. The first step of a stage prints as
 * it goes; the others' output is held (their lines would interleave) and printed after it, or at
 * once when that step fails.
 */
const stages: ReadonlyArray<readonly Step[]> = [
  // Biome (biome.jsonc): the formatter's layout and the lint rules; `npm run format` fixes the layout.
  [['lint and format', [node, 'node_modules/@biomejs/biome/bin/biome', 'check']]],
  [
    // astro check keeps one core busy for half a minute; the studio's tests (playwright.studio.config.ts:
    // one `site studio` on a copy of tenants/, one worker, no built sites) wait on the studio's server as often.
    ['types', [node, 'node_modules/astro/bin/astro.mjs', 'check', '--minimumSeverity', 'warning']],
    ['studio browser tests', [node, 'node_modules/@playwright/test/cli.js', 'test', '--config', 'playwright.studio.config.ts']],
  ],
  // knip (knip.jsonc): files, exports and dependencies nothing uses.
  [['unused code', [node, 'node_modules/knip/bin/knip.js']]],
  [
    ['unit tests', [node, 'node_modules/vitest/vitest.mjs', 'run']],
    // The sites the browser tests run against, built while the unit step's last files leave a core idle.
    // With the lobby's gateway data (static first), as `npm start` builds: no-script.spec.ts checks it.
    ['build sites', [node, 'scripts/site.ts', 'build', '--all', ...E2E_FIXTURES, '--out', E2E_DIST, '--reference-gateway']],
  ],
  [
    // The browser step starts by seeding its gateway's world on one core, before Chromium starts: the budgets fit beside it.
    ['browser tests', [node, 'node_modules/@playwright/test/cli.js', 'test']],
    ['budgets', [node, 'scripts/budget.ts', E2E_DIST]],
  ],
];

/** Each step's name and time, printed together at the end (also after a failure): where the run's minutes went. */
const times: Array<[string, number]> = [];
const started = Date.now();
const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };

interface Running {
  name: string;
  child: ChildProcess;
  /** The held output of a step that does not print as it goes. */
  held: Buffer[] | undefined;
  ended: Promise<number>;
}

function start([name, [command, ...args]]: Step, printsAsItGoes: boolean): Running {
  const begun = Date.now();
  const child = spawn(command!, args, { env, stdio: printsAsItGoes ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  const held: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => held.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => held.push(chunk));
  const ended = new Promise<number>((done) =>
    child.on('close', (code, signal) => {
      times.push([name, (Date.now() - begun) / 1000]);
      done(code ?? 128 + (signal ? constants.signals[signal] : 0));
    }),
  );
  return { name, child, held: printsAsItGoes ? undefined : held, ended };
}

/** Stops a step still running as a Ctrl-C would: Playwright and Vitest stop their browsers and servers first. */
function stop(running: Running): void {
  if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGINT');
}

// A Ctrl-C reaches the steps too (they are in this process's group): the run ends once they have stopped.
process.once('SIGINT', () => {});

/** The stage's steps: whichever are still running when the run ends (a failure, a Ctrl-C) are stopped. */
let steps: Running[] = [];
process.on('exit', () => steps.forEach(stop));

for (const stage of stages) {
  console.log(`\n▶ ${stage.map(([name]) => name).join(', and beside it, ')}`);
  steps = stage.map((step, i) => start(step, i === 0));
  await Promise.all(
    steps.map(async (step) => {
      const code = await step.ended;
      if (code === 0) return;
      // The first failure ends the run at once: the stage's other steps are stopped on exit.
      if (step.held) printHeld(step);
      console.error(`\n✗ ${step.name} failed (exit ${code})\n\n${timesTable()}`);
      process.exit(code);
    }),
  );
  for (const step of steps) {
    if (step.held) printHeld(step);
    console.log(`✓ ${step.name} (${formatSeconds(times.find(([name]) => name === step.name)![1])})`);
  }
}
console.log(`\n${timesTable()}`);

function printHeld(step: Running): void {
  process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(step.held!).toString()}`);
}

/** The steps' times in the order the stages list them (side steps end first), and the run's own time. */
function timesTable(): string {
  const order = stages.flat().map(([name]) => name);
  const sorted = [...times].sort(([a], [b]) => order.indexOf(a) - order.indexOf(b));
  return stepTimesTable(sorted, (Date.now() - started) / 1000);
}

import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../contract/generated/common.ts';
import { hotFirstScreen } from '../../src/shared/hot-games.ts';
import { cardView } from '../../src/shared/game-card.ts';
import { demoConfig, writeTenants } from '../config/fixtures.ts';
import { makeGateway } from '../gateway/harness.ts';
import { lockOut } from '../../scripts/lib/out-lock.ts';
import { runSite } from './run-site.ts';

/**
 * Runs the operator CLI as operators do and returns its exit code and output. Never a synchronous
 * spawn: these tests run at once, and a blocked test process let the others' timeouts run out.
 */
const site = runSite;

/** The same, without blocking the test process: builds take seconds, and other tests' timers run meanwhile. */
const siteBuild = (...args: string[]) => runSite('build', ...args);

describe.concurrent('npm run site', () => {
  it('exits 0 when every config is valid', async () => {
    const { code, out } = await site('validate', '--all');
    expect(code).toBe(0);
    expect(out).toMatch(/✓ tenants\/luzon\.json/);
    expect(out).toMatch(/4 valid configs/);
  });

  it('takes merchant names and file paths', async () => {
    expect((await site('validate', 'luzon', 'tenants/saigon.json')).code).toBe(0);
  });

  it('exits 1 for an invalid config, naming the file, pointer and hint', async () => {
    const config = await demoConfig('saigon');
    config['brand'].theme.primry = '#000000';
    const { paths } = await writeTenants({ 'saigon.json': config });
    const { code, err } = await site('validate', paths['saigon.json']!);
    expect(code).toBe(1);
    expect(err).toMatch(/saigon\.json#\/brand\/theme\/primry: unknown key "primry"\n {4}hint: did you mean "primary"\?/);
  });

  it('exits 1 for a config lacking what its jurisdiction requires, naming the rule and the fix', async () => {
    const { code, err } = await site('validate', 'tests/fixtures/jurisdictions/pagcor-underage.json', 'luzon');
    expect(code).toBe(1);
    expect(err).toMatch(
      /pagcor-underage\.json#\/legal\/minimumAge: minimumAge 18 is below the jurisdiction's: PAGCOR requires players aged 21 and over\n {4}hint: set legal\.minimumAge to 21/,
    );
    expect(err).not.toMatch(/luzon\.json#/);
  });

  it('exits 1 and builds nothing when a config is invalid', async () => {
    const { paths } = await writeTenants({ 'luzon.json': '{ "merchantCode": ' });
    const { code, err } = await site('build', paths['luzon.json']!, '--out', '/nonexistent/never-written');
    expect(code).toBe(1);
    expect(err).toMatch(/malformed JSON/);
    expect(err).toMatch(/nothing was built/);
  });

  it.each([
    [['frobnicate'], /^error: unknown command 'frobnicate' \(see npm run site -- --help\)$/],
    [[], /^error: no command given \(see npm run site -- --help\)$/],
    [['validate'], /name at least one merchant/],
    [['validate', 'luzn'], /no merchant "luzn" in tenants\/ \(did you mean "luzon"\?\)/],
    [['validate', '--everything'], /^error: unknown option '--everything' \(see npm run site -- validate --help\)$/],
    [['build', 'missing/file.json'], /no such file: missing\/file\.json/],
    [['build', 'luzon', '--keep', '0'], /--keep: "0" is not a whole number of releases of at least 1/],
    [['new', 'luzon', '--from', 'saigon'], /tenants\/luzon\.json already exists/],
    [['new', 'Bad Name', '--from', 'saigon'], /not a valid merchant code/],
    [['new', 'fresh'], /--from <merchant>/],
    [['studio', '--host', '0.0.0.0'], /--host 0\.0\.0\.0 lets other machines in: give --password-file <file> too/],
    [['studio', '--port', 'eighty'], /--port eighty: give a port number from 1 to 65535/],
    [['studio', '--password-file', '/nonexistent/pw'], /--password-file \/nonexistent\/pw: cannot read the file/],
    [['studio', '--tenants', '/nonexistent/tenants'], /--tenants \/nonexistent\/tenants: no such folder/],
  ])('exits 2 for a usage error, in one line: %j', async (args, message) => {
    const { code, out, err } = await site(...args);
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err.trimEnd()).toMatch(message);
    expect(err.trimEnd().split('\n')).toHaveLength(1);
  });

  it('puts one JSON document on stdout with --json, errors included', async () => {
    const ok = await site('validate', 'luzon', '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toEqual({ command: 'validate', exitCode: 0, valid: ['tenants/luzon.json'], problems: [] });
    expect(ok.err).toMatch(/✓ tenants\/luzon\.json/);
    const bad = await site('validate', 'luzn', '--json');
    expect(bad.code).toBe(2);
    expect(JSON.parse(bad.out)).toEqual({
      command: 'validate',
      exitCode: 2,
      error: 'no merchant "luzn" in tenants/ (did you mean "luzon"?)',
    });
  });

  it('prints its version and commit with --version', async () => {
    const { code, out } = await site('--version');
    expect(code).toBe(0);
    expect(out).toMatch(/^skinforge \d+\.\d+\.\d+( \([0-9a-f]{12}\))?\n$/);
  });

  it.each([
    ['--help'],
    ['help'],
    ['build', '--help'],
    ['validate', '--help'],
    ['new', '-h'],
    ['build', 'luzon', '--help'],
    ['help', 'rollback'],
  ])('prints help generated from the command table and exits 0 for %j', async (...args) => {
    const { code, out, err } = await site(...args);
    expect(code).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^Usage: npm run site -- /);
    expect(out).toMatch(/Exit codes: 0 done, 1 invalid config or failed build, 2 usage error/);
  });

  it('lists every command in its help', async () => {
    const { out } = await site('--help');
    for (const name of ['validate', 'build', 'releases', 'rollback', 'diff', 'new']) expect(out).toMatch(new RegExp(`^  ${name} `, 'm'));
    expect((await site('build', '--help')).out).toMatch(
      /--gateway <url>[\s\S]*--reference-gateway[\s\S]*--force[\s\S]*--keep <n>[\s\S]*--json/,
    );
  });
});

// Not blocking the test process while the CLI starts: the concurrent tests above wait on it.
describe('npm run site -- build --shard', { timeout: 180_000 }, () => {
  it.each(['3/2', '0/4', 'a/b'])('exits 2 for --shard %s, in one line, and writes nothing', async (spec) => {
    const out = join(tmpdir(), `skinforge-never-written-${process.pid}-${spec.replace('/', '-')}`);
    const { code, err } = await siteBuild('--all', '--shard', spec, '--out', out);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toMatch(
      new RegExp(`^error: --shard: "${spec}"( is not a shard: write i/n|: the shard must be between 1 and \\d)`),
    );
    expect(existsSync(out)).toBe(false);
  });
});

// Static first: a whole build each, so given more time than a quick check.
describe('npm run site -- build with gateway data', { timeout: 180_000 }, () => {
  it.each([
    [['luzon', '--gateway', 'gateway.example'], /--gateway: "gateway\.example" is not a URL/],
    [['luzon', '--gateway', 'http://127.0.0.1:8787', '--reference-gateway'], /not both/],
  ])('exits 2 for a usage error: %j', async (args, message) => {
    const { code, err } = await siteBuild(...args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it('builds without gateway data when --gateway cannot be reached: one warning per merchant, exit 0', async () => {
    const out = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
    const { code, err } = await siteBuild('emerald', '--gateway', 'http://127.0.0.1:1', '--out', out);
    expect(code).toBe(0);
    expect(err.split('\n').filter((line) => line.startsWith('warning:'))).toEqual([
      expect.stringMatching(
        /^warning: emerald: no gateway data from http:\/\/127\.0\.0\.1:1: games-menus \/lgw\/games\/game_menus \(EN\) could not reach the gateway .*; the islands will load it in the browser instead$/,
      ),
    ]);
    const home = await readFile(join(out, 'emerald', 'index.html'), 'utf8');
    expect(home.includes('class="game-card surface"'), 'no game cards without gateway data').toBe(false);
    expect(
      /<div id="hot-games" class="game-grid-area"><h3 class="visually-hidden">[^<]+<\/h3><p class="placeholder">/.test(home),
      'the loading placeholder stays',
    ).toBe(true);
  });

  it('refuses a build into an out folder another build is writing, with exit code 2 and nothing written', async () => {
    const out = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
    // This test process stands for the running build: it is alive while the CLI runs.
    const unlock = await lockOut(out);
    try {
      const { code, err } = await siteBuild('luzon', '--out', out);
      expect(code).toBe(2);
      expect(err.trim().split('\n')).toEqual([
        expect.stringMatching(new RegExp(`^error: another build \\(pid ${process.pid}\\) is writing `)),
      ]);
      expect(await readdir(out)).toEqual(['.build.lock']);
    } finally {
      await unlock();
    }
  });

  it('paints the hot games of the reference gateway into the lobby with --reference-gateway', async () => {
    const out = await mkdtemp(join(tmpdir(), 'skinforge-dist-'));
    const { code, out: log, err } = await siteBuild('emerald', '--reference-gateway', '--out', out);
    expect(code, err).toBe(0);
    expect(log).toMatch(/gateway data from the reference gateway for 1 of 1 merchant/);
    // What the reference gateway's hot list puts on HOT's first screen, asked of a gateway of our own.
    const gateway = await makeGateway();
    const hot = (await gateway.call('GET', '/wps/relay/GCSGAME_hotGamesV2', { merchant: 'emerald', headers: { Language: 'EN' } })).json
      .value.list as Game[];
    const names = hotFirstScreen(hot).map((g) => cardView(g).name);
    expect(names).toHaveLength(12);
    const home = await readFile(join(out, 'emerald', 'index.html'), 'utf8');
    const painted = [...home.matchAll(/class="game-card-name">([^<]*)</g)].map((m) => m[1]);
    expect(painted).toEqual(names);
    const hotArea = home.slice(home.indexOf('<div id="hot-games"'), home.indexOf('</section>', home.indexOf('<div id="hot-games"')));
    expect(hotArea).toMatch(
      /^<div id="hot-games" class="game-grid-area"><h3 class="visually-hidden">[^<]+<\/h3><ul class="game-grid"><li class="game-card surface"/,
    );
    expect(hotArea.includes('class="placeholder"'), 'no loading placeholder among the hot games').toBe(false);
    // The reference world is seeded at a fixed anchor, not the build's clock: the same data again, so nothing to rebuild.
    const again = await siteBuild('emerald', '--reference-gateway', '--out', out);
    expect(again.code, again.err).toBe(0);
    expect(again.out).toMatch(/emerald\s+skipped: config, assets, code and gateway data unchanged/);
    // A diff with no gateway option builds as the live release was built: with the reference
    // gateway's data, so an unchanged config changes no page (built without, every page differed).
    const diff = await site('diff', 'emerald', '--out', out, '--json');
    expect(diff.code, diff.err).toBe(0);
    expect(diff.err).toMatch(/the new build takes gateway data as release \S+ did, from the reference gateway/);
    const changes = JSON.parse(diff.out);
    expect(changes.pages).toEqual({ added: [], removed: [], changed: [] });
    expect(changes.config).toEqual([]);
  });
});

import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoConfig, writeTenants } from '../config/fixtures.ts';
import { runSite } from './run-site.ts';

/** `npm run site -- nginx ...` as operators run it. */
const nginx = (...args: string[]) => runSite('nginx', ...args);

const UPSTREAM = ['--gateway-upstream', 'http://127.0.0.1:8787'];

describe.concurrent('npm run site -- nginx', () => {
  it('writes one server block per merchant, rooted at the live site under --dist', async () => {
    const out = join(await mkdtemp(join(tmpdir(), 'skinforge-nginx-')), 'conf');
    const { code, out: stdout, err } = await nginx('--all', '--out', out, '--dist', '/srv/dist', ...UPSTREAM);
    expect(err).toMatch(/warning: \/srv\/dist\/luzon\/ does not exist here/);
    expect(code).toBe(0);
    expect((await readdir(out)).sort()).toEqual(['emerald.conf', 'luzon.conf', 'saigon.conf', 'visayas.conf']);
    const luzon = await readFile(join(out, 'luzon.conf'), 'utf8');
    expect(luzon).toContain('listen 80;');
    expect(luzon).toContain('root "/srv/dist/luzon";');
    expect(luzon).toContain('server_name "luzonplay.example"');
    expect(stdout).toMatch(/next: include .*\/conf\/\*\.conf in nginx's http block/);
  });

  it('exits 1 and writes nothing for an invalid config', async () => {
    const config = await demoConfig('saigon');
    config['site'].domains = ['not a host'];
    const { paths } = await writeTenants({ 'saigon.json': config });
    const out = join(await mkdtemp(join(tmpdir(), 'skinforge-nginx-')), 'conf');
    const { code, err } = await nginx(paths['saigon.json']!, '--out', out, ...UPSTREAM);
    expect(code).toBe(1);
    expect(err).toMatch(/site\/domains\/0/);
    expect(existsSync(out)).toBe(false);
  });

  it.each([
    [['luzon', '--out', '{out}'], /^error: name the gateway the sites call: --gateway-upstream <url>/],
    [
      ['luzon', '--out', '{out}', '--gateway-upstream', 'http://gw.example/api'],
      /^error: --gateway-upstream: "http:\/\/gw\.example\/api": give the gateway's origin only/,
    ],
    [['luzon', '--out', '{out}', '--gateway-upstream', 'gw:8787'], /^error: --gateway-upstream: "gw:8787" is not an http or https URL/],
    [['luzonn', '--out', '{out}', ...UPSTREAM], /^error: no merchant "luzonn" in tenants\/ \(did you mean "luzon"\?\)/],
    [['--out', '{out}', ...UPSTREAM], /^error: name at least one merchant or config file, or pass --all/],
    [['--all', 'luzon', '--out', '{out}', ...UPSTREAM], /^error: give --all or merchants, not both/],
    [['luzon', '--out', '{out}', '--listen', 'eighty', ...UPSTREAM], /^error: --listen: "eighty" is not a port/],
    [
      ['luzon', '--out', '{out}', '--dist', '/srv/$site', ...UPSTREAM],
      /^error: "\/srv\/\$site\/luzon" cannot be written into an nginx config/,
    ],
    [['luzon', '--out', '{out}', '--frobnicate', ...UPSTREAM], /^error: unknown option '--frobnicate'/i],
  ])('%j: one line, exit 2, nothing written', async (args, message) => {
    const out = join(await mkdtemp(join(tmpdir(), 'skinforge-nginx-')), 'conf');
    const { code, err } = await nginx(...args.map((arg) => arg.replace('{out}', out)));
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(existsSync(out)).toBe(false);
  });
});

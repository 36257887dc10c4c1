import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { demoConfig, writeTenants } from '../config/fixtures.ts';

/** Runs the operator CLI as operators do and returns its exit code and output. */
function site(...args: string[]) {
  const result = spawnSync(process.execPath, ['scripts/site.ts', ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe.concurrent('npm run site', () => {
  it('exits 0 when every config is valid', () => {
    const { code, out } = site('validate', '--all');
    expect(code).toBe(0);
    expect(out).toMatch(/✓ tenants\/luzon\.json/);
    expect(out).toMatch(/3 valid configs/);
  });

  it('takes merchant names and file paths', () => {
    expect(site('validate', 'luzon', 'tenants/saigon.json').code).toBe(0);
  });

  it('exits 1 for an invalid config, naming the file, pointer and hint', async () => {
    const config = await demoConfig('saigon');
    config['brand'].theme.primry = '#000000';
    const { paths } = await writeTenants({ 'saigon.json': config });
    const { code, err } = site('validate', paths['saigon.json']!);
    expect(code).toBe(1);
    expect(err).toMatch(/saigon\.json#\/brand\/theme\/primry: unknown key "primry"\n {4}hint: did you mean "primary"\?/);
  });

  it('exits 1 and builds nothing when a config is invalid', async () => {
    const { paths } = await writeTenants({ 'luzon.json': '{ "merchantCode": ' });
    const { code, err } = site('build', paths['luzon.json']!, '--out', '/nonexistent/never-written');
    expect(code).toBe(1);
    expect(err).toMatch(/malformed JSON/);
    expect(err).toMatch(/nothing was built/);
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [[], /no command given/],
    [['validate'], /name at least one merchant/],
    [['validate', 'luzn'], /no merchant "luzn" in tenants\/ \(did you mean "luzon"\?\)/],
    [['validate', '--everything'], /Unknown option '--everything'/],
    [['build', 'missing/file.json'], /no such file: missing\/file\.json/],
    [['new', 'luzon', '--from', 'saigon'], /tenants\/luzon\.json already exists/],
    [['new', 'Bad Name', '--from', 'saigon'], /not a valid merchant code/],
    [['new', 'fresh'], /--from <merchant>/],
  ])('exits 2 for a usage error: %j', (args, message) => {
    const { code, err } = site(...args);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toMatch(/usage:/);
  });

  it('prints usage and exits 0 for --help', () => {
    const { code, out } = site('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/npm run site -- new <merchant> --from <merchant>/);
  });
});

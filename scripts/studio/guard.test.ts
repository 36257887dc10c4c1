import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Access, configPath, hostsOf, pathUnder, RefusedPath, refusal } from './guard.ts';

let root: string;
let outside: string;

beforeAll(async () => {
  const base = await mkdtemp(join(tmpdir(), 'studio-guard-'));
  root = join(base, 'tenants');
  outside = join(base, 'elsewhere');
  await mkdir(join(root, 'layers'), { recursive: true });
  await mkdir(outside);
  await writeFile(join(root, 'luzon.json'), '{}');
  await writeFile(join(outside, 'secret.json'), '{}');
  await symlink(join(outside, 'secret.json'), join(root, 'linked.json'));
  await symlink(outside, join(root, 'layers', 'out'));
});

describe('the path guard', () => {
  it('gives the path of a brand or a layer under the tenants folder, existing or not', async () => {
    expect(await configPath(root, 'luzon.json')).toBe(join(root, 'luzon.json'));
    expect(await configPath(root, 'newbrand.json')).toBe(join(root, 'newbrand.json'));
    expect(await configPath(root, 'layers/families/ph.json')).toBe(join(root, 'layers', 'families', 'ph.json'));
  });

  it.each([
    ['../package.json'],
    ['layers/../../package.json'],
    ['layers/./defaults.json'],
    ['/etc/passwd'],
    ['C:/tenants/x.json'],
    ['..\\x.json'],
    ['luzon.json\0.png'],
    [''],
    ['Luzon.json'],
    ['assets/luzon/logo.svg'],
  ])('refuses %j as a config', async (path) => {
    await expect(configPath(root, path)).rejects.toBeInstanceOf(RefusedPath);
  });

  it('refuses symbolic links, wherever they lead', async () => {
    await expect(configPath(root, 'linked.json')).rejects.toThrow(/symbolic link/);
    await expect(configPath(root, 'layers/out/secret.json')).rejects.toThrow(/symbolic link/);
    await expect(pathUnder(root, 'layers/out')).rejects.toThrow(/symbolic link/);
  });

  it('refuses `..` and absolute paths for any file', async () => {
    await expect(pathUnder(root, '../elsewhere/secret.json')).rejects.toThrow(/"\." and "\.\."/);
    await expect(pathUnder(root, join(outside, 'secret.json'))).rejects.toThrow(/absolute/);
    expect(await pathUnder(root, 'assets/luzon/logo.svg')).toBe(join(root, 'assets', 'luzon', 'logo.svg'));
  });
});

describe('the access check', () => {
  const access: Access = { token: 'the-token', session: 'the-session', hosts: hostsOf('127.0.0.1', 4400) };
  const caller = { method: 'GET', host: '127.0.0.1:4400', origin: undefined, token: undefined, cookie: undefined };

  it('lets in the token or the cookie, from the studio itself', () => {
    expect(refusal(access, { ...caller, token: 'the-token' })).toBeUndefined();
    expect(refusal(access, { ...caller, cookie: 'the-session' })).toBeUndefined();
    expect(refusal(access, { ...caller, method: 'PUT', cookie: 'the-session', origin: 'http://localhost:4400' })).toBeUndefined();
  });

  it('refuses a request with neither, or a wrong one', () => {
    expect(refusal(access, caller)).toMatch(/token/);
    expect(refusal(access, { ...caller, token: 'the-session' })).toMatch(/token/);
    expect(refusal(access, { ...caller, cookie: 'the-token' })).toMatch(/token/);
  });

  it('refuses another origin and another host, even with the cookie', () => {
    expect(refusal(access, { ...caller, cookie: 'the-session', origin: 'http://evil.example' })).toMatch(/evil\.example are refused/);
    expect(refusal(access, { ...caller, cookie: 'the-session', origin: 'http://127.0.0.1:4401' })).toMatch(/refused/);
    expect(refusal(access, { ...caller, cookie: 'the-session', origin: 'null' })).toMatch(/refused/);
    // DNS rebinding: a name of the attacker's pointed at 127.0.0.1.
    expect(refusal(access, { ...caller, cookie: 'the-session', host: 'evil.example:4400' })).toMatch(/unknown host/);
  });

  it('answers to loopback names only when it listens on loopback', () => {
    expect(hostsOf('127.0.0.1', 4400)).toEqual(['127.0.0.1:4400', 'localhost:4400', '[::1]:4400']);
    expect(hostsOf('192.168.1.5', 4400)).toEqual(['192.168.1.5:4400']);
  });
});

// `node scripts/serve.ts` (the static server npm start runs, docs/releases.md names): bad input is
// one line that says what to do and the usage, exit code 2, and nothing served; good input serves.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const dist = await mkdtemp(join(tmpdir(), 'serve-dist-'));
await mkdir(join(dist, 'emerald'));
await writeFile(join(dist, 'emerald', 'index.html'), '<h1>emerald</h1>');
const empty = await mkdtemp(join(tmpdir(), 'serve-empty-'));

const busy: Server = createServer();
const busyPort = await new Promise<number>((done) => busy.listen(0, '127.0.0.1', () => done((busy.address() as { port: number }).port)));
afterAll(() => busy.close());

async function serve(...args: string[]): Promise<{ code: number; err: string }> {
  try {
    await promisify(execFile)(process.execPath, ['scripts/serve.ts', ...args], { timeout: 30_000 });
    return { code: 0, err: '' };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, err: e.stderr };
  }
}

describe('scripts/serve.ts refuses bad input in one line, exit 2', () => {
  it.each([
    [['emerald'], "serve: Unexpected argument 'emerald'. This command does not take positional arguments"],
    [
      ['--dist', join(dist, 'nope')],
      `serve: no folder ${join(dist, 'nope')}: build the sites first (npm run site -- build --all), or name it with --dist`,
    ],
    [['--dist', empty, '--all'], `serve: no built sites in ${empty}: build them first (npm run site -- build --all)`],
    [
      ['--dist', dist, '--merchant', 'luzon'],
      `serve: no built site for luzon in ${dist} (built: emerald): build it with npm run site -- build luzon`,
    ],
    [['--dist', dist, '--merchant', 'emerald', '--port', 'abc'], 'serve: --port must be a port number (1 to 65535), not "abc"'],
    [['--dist', dist, '--merchant', 'emerald', '--port', String(busyPort)], `serve: port ${busyPort} is taken: name another with --port`],
  ])('%j', async (args, message) => {
    const { code, err } = await serve(...args);
    expect(code).toBe(2);
    expect(err.split('\n')[0]).toBe(message);
    expect(err).toContain('usage: node scripts/serve.ts');
  });

  it('serves a built merchant at its port', async () => {
    const free: Server = createServer();
    const port = await new Promise<number>((done) => free.listen(0, '127.0.0.1', () => done((free.address() as { port: number }).port)));
    await new Promise((done) => free.close(done));
    const child = spawn(process.execPath, ['scripts/serve.ts', '--dist', dist, '--merchant', 'emerald', '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const [line] = (await once(child.stdout, 'data')) as [Buffer];
      expect(line.toString()).toBe(`emerald: http://127.0.0.1:${port}/\n`);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('<h1>emerald</h1>');
    } finally {
      child.kill();
    }
  });
});

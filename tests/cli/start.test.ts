// `npm start` refuses a wrong setting before building anything: one line that says what to do,
// and a non-zero exit.
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

async function start(env: Record<string, string>): Promise<{ code: number; err: string }> {
  try {
    await promisify(execFile)(process.execPath, ['scripts/start.ts'], { env: { ...process.env, ...env }, timeout: 30_000 });
    return { code: 0, err: '' };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, err: e.stderr };
  }
}

const busy: Server = createServer();
const busyPort = await new Promise<number>((done) => busy.listen(0, '127.0.0.1', () => done((busy.address() as { port: number }).port)));
afterAll(() => busy.close());

describe('npm start', () => {
  it('names the merchants it can serve when MERCHANT names none', async () => {
    const { code, err } = await start({ MERCHANT: 'nope' });
    expect(code).toBe(1);
    expect(err.trim()).toBe(
      'npm start: no merchant "nope" in tenants/: use MERCHANT=emerald | MERCHANT=luzon | MERCHANT=saigon | MERCHANT=visayas',
    );
  });

  it('says to pick another PORT when its port is taken', async () => {
    const { code, err } = await start({ PORT: String(busyPort) });
    expect(code).toBe(1);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toContain(`port ${busyPort} is in use: run with PORT=<another port>`);
  });

  it("says to pick another GATEWAY_PORT when the gateway's port is taken", async () => {
    const { code, err } = await start({ PORT: '0', GATEWAY_PORT: String(busyPort) });
    expect(code).toBe(1);
    expect(err).toContain('run with GATEWAY_PORT=<another port>');
  });
});

// Real gateway servers (gateway/cli.ts serve) over a database file, for the tests that run
// several at once or kill one with SIGKILL: started, called over HTTP, killed, cleaned up.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { DatabaseSync } from 'node:sqlite';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const running = new Set<ChildProcess>();

/** Kills whatever a test file left running (its afterAll). */
export function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
}

/** A port nobody listens on. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface Gateway {
  port: number;
  child: ChildProcess;
}

/** Starts a gateway server over a database file (a new one with `fresh`); resolves once it answers. */
export async function startGateway(dbPath: string, fresh = false): Promise<Gateway> {
  const port = await freePort();
  const child = spawn(process.execPath, ['gateway/cli.ts', 'serve', ...(fresh ? ['--fresh'] : [])], {
    cwd: root,
    env: { ...process.env, PORT: String(port), GATEWAY_DB: dbPath, GATEWAY_SCRYPT_LOG2N: '14' },
    stdio: 'ignore',
  });
  running.add(child);
  child.on('exit', () => running.delete(child));
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/wps/session/key/rsa`, { headers: { Merchant: 'emerald' } }).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { port, child };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the gateway did not start in 60 s');
}

/** Kills a server with SIGKILL (no shutdown of any kind) and waits until it is gone. */
export function kill(gateway: Gateway): Promise<void> {
  return new Promise((done) => {
    if (gateway.child.exitCode !== null || gateway.child.signalCode !== null) return done();
    gateway.child.once('exit', () => done());
    gateway.child.kill('SIGKILL');
  });
}

export type Envelope = { success: boolean; value: any; errorCode?: string };

/** POSTs a JSON body to an emerald call (payloads plain: the reference gateway takes them unencrypted too). */
export async function call(gateway: Gateway, path: string, body: unknown, token?: string): Promise<Envelope> {
  const response = await fetch(`http://127.0.0.1:${gateway.port}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'emerald', ...(token ? { Authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Envelope;
}

/**
 * Sends requests while the test holds the database file's write lock (BEGIN IMMEDIATE), so that
 * gateways asked at once decide at the same moment: a check read outside the transaction that
 * writes passes on what it read before the lock, one read inside waits for the lock and sees what
 * was committed. `meanwhile` writes in the test's transaction: a change that lands between a
 * gateway's read and its write. The answers, once the lock is released.
 */
export async function whileWriteLocked<T>(dbPath: string, send: () => Promise<T>, meanwhile?: (db: DatabaseSync) => void): Promise<T> {
  const holder = new DatabaseSync(dbPath);
  try {
    holder.exec('PRAGMA busy_timeout = 5000; BEGIN IMMEDIATE');
    const answers = send();
    // Long enough for the requests to reach the database, well within the gateways' 5 s busy timeout.
    await new Promise((done) => setTimeout(done, 1_500));
    meanwhile?.(holder);
    holder.exec('COMMIT');
    return await answers;
  } finally {
    if (holder.isTransaction) holder.exec('ROLLBACK');
    holder.close();
  }
}

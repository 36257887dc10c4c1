import { serve } from '@hono/node-server';
import { LIMITS } from './constants.ts';
import { createGateway } from './server.ts';
import { defaultDbPath, openDatabase } from './store/db.ts';
import { prune, PRUNE_EVERY_MS } from './store/prune.ts';
import { creditDueDeposits } from './store/deposits.ts';
import { forceDueReceipts } from './store/withdrawal-receipts.ts';
import { loadAllTenants } from './tenants.ts';
import { settleContracts } from './store/contract-settlement.ts';
import { drawDueRaffles } from './store/raffles.ts';

/** How often the server credits demo deposits and closes withdrawal receipts that are due. */
const DUE_EVERY_MS = 1000;

/** How often the server settles the contract periods that have closed (the shortest is 5 minutes). */
const SETTLE_EVERY_MS = 60_000;
/** At most this many contract periods per run, so that a backlog does not hold the server up. */
const SETTLE_AT_MOST = 2_000;

/** Starts the gateway on 127.0.0.1:PORT (default 8787) over GATEWAY_DB; resolves once listening. */
export async function startGateway(env: NodeJS.ProcessEnv = process.env): Promise<{ close: () => Promise<void>; port: number }> {
  const db = openDatabase(env['GATEWAY_DB'] ?? defaultDbPath);
  const { app, gw } = createGateway({ db, tenants: await loadAllTenants() });
  const port = Number(env['PORT'] ?? 8787);
  // Sessions, codes, captchas and throttle counts that can no longer matter, now and every 10 minutes.
  prune(db, gw.clock());
  const pruning = setInterval(() => prune(db, gw.clock()), PRUNE_EVERY_MS);
  pruning.unref();
  // Demo deposit channels credit their orders a few seconds after they are made, and withdrawal
  // receipts nobody confirmed in time close as received.
  const crediting = setInterval(() => {
    creditDueDeposits(db, gw.tenants, gw.clock());
    forceDueReceipts(db, gw.clock());
  }, DUE_EVERY_MS);
  crediting.unref();
  // Contracts: every period closed and not settled yet is paid, now and each minute (once each).
  // Raffles whose draw time has come are drawn on the same beat (each once).
  const settle = () => {
    settleContracts(db, gw.tenants, gw.clock(), { maxPeriods: SETTLE_AT_MOST });
    drawDueRaffles(db, gw.clock());
  };
  settle();
  const settling = setInterval(settle, SETTLE_EVERY_MS);
  settling.unref();
  // A client that sends a request slowly (or never finishes it) is cut off, not held open for minutes.
  const requestTimeout = Number(env['GATEWAY_REQUEST_TIMEOUT_MS'] ?? LIMITS.requestTimeoutMs);
  const serverOptions = {
    requestTimeout,
    headersTimeout: Math.min(requestTimeout, LIMITS.headersTimeoutMs),
    connectionsCheckingInterval: Math.min(1000, requestTimeout),
  };
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1', serverOptions }, (info) => {
      (server as { maxConnections?: number }).maxConnections = LIMITS.maxConnections;
      console.log(`gateway: http://127.0.0.1:${info.port} (${[...gw.tenants.keys()].join(', ')}; ${gw.catalog.size} games)`);
      resolve({
        port: info.port,
        close: () =>
          new Promise<void>((done) =>
            server.close(() => {
              clearInterval(pruning);
              clearInterval(crediting);
              clearInterval(settling);
              db.close();
              done();
            }),
          ),
      });
    });
  });
}

if (import.meta.main) {
  const { close } = await startGateway();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
}

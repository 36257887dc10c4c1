// A rule that holds money back, across processes: a gateway server (gateway/cli.ts serve) over a
// database file moves money while another process (here the test, as the operator's CLI would)
// changes what the rule reads. The rule is read in the transaction that moves the money (the
// ledger's `allowed`), so a change committed before that transaction is seen: the test holds the
// file's write lock while the request arrives (whileWriteLocked) and lands the change meanwhile,
// after anything the gateway read before its transaction.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { takeBreak } from '../../gateway/store/protection.ts';
import { loadAllTenants } from '../../gateway/tenants.ts';
import { DEMO } from './harness.ts';
import { call, type Gateway, killAll, startGateway, whileWriteLocked } from './servers.ts';

const dir = mkdtempSync(join(tmpdir(), 'money-processes-'));
const dbPath = join(dir, 'gateway.sqlite');
let gateway: Gateway;
let token: string;

beforeAll(async () => {
  gateway = await startGateway(dbPath, true);
  const login = await call(gateway, '/wps/session/login', { username: 'demo01', password: DEMO.emerald, type: 'username' });
  expect(login.success, JSON.stringify(login)).toBe(true);
  token = login.value.token as string;
}, 120_000);

afterAll(() => {
  killAll();
  rmSync(dir, { recursive: true, force: true });
});

describe('money across processes', () => {
  it('refuses a transfer into a game wallet when a time-out lands while it is on its way', async () => {
    const loaded = (await loadAllTenants()).find((t) => t.config.merchantCode === 'emerald')!;
    const emerald = { code: 'emerald', config: loaded.config, dir: loaded.dir };
    const answer = await whileWriteLocked(
      dbPath,
      () => call(gateway, '/wps/relay/GCS_walletTransfer', { requestId: 'to-pg-on-break', from: 'MAIN', to: 'PG', amount: 10 }, token),
      (db) => {
        const memberId = findByUsername(db, 'emerald', 'demo01')!.id;
        takeBreak(db, emerald, { memberId, kind: 'timeOut', length: 1, actor: 'member', now: Date.now() });
      },
    );
    expect(answer).toMatchObject({ success: false, errorCode: 'member.timed.out' });
    const db = new DatabaseSync(dbPath, { readOnly: true });
    try {
      expect(db.prepare("SELECT COUNT(*) AS n FROM journal WHERE request_id = 'to-pg-on-break'").get()).toEqual({ n: 0 });
      expect(ledgerProblems(db)).toEqual([]);
    } finally {
      db.close();
    }
  }, 60_000);
});

// A member's transaction records from the ledger: every movement on their wallets in a period,
// newest first, by group, paged, with the period's totals; periods are checked.
import { beforeAll, describe, expect, it } from 'vitest';
import { creditDueDeposits } from '../../gateway/store/deposits.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;
let token: string;
const DAY = 86_400_000;
beforeAll(async () => {
  gw = await makeGateway();
  token = await gw.login('demo01', DEMO.emerald, 'emerald');
});

const records = async (query: Record<string, string | number>) =>
  (await gw.call('GET', '/wps/relay/ODSFE2_walletTransactions', { merchant: 'emerald', token, query })).json;
const period = () => ({ startTime: gw.gw.clock() - 7 * DAY, endTime: gw.gw.clock() + 1 });

describe('transaction records', () => {
  it('list every movement on the member wallets, newest first, with the totals of the period', async () => {
    const call = (path: string, body: Record<string, unknown>) => gw.call('POST', path, { merchant: 'emerald', token, body });
    gw.clock.advance(1000);
    await call('/wps/relay/PAY_createDeposit', { requestId: 'rec-dep-0001', channelId: 'card', amount: 100 });
    gw.clock.advance(10_000);
    creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock());
    gw.clock.advance(1000);
    await call('/wps/relay/GCS_walletTransfer', { requestId: 'rec-move-001', from: 'MAIN', to: 'PG', amount: 40 });

    const all = await records(period());
    expect(all.success).toBe(true);
    // The transfer is two entries (main out, PG in), the deposit one (97.50 after the 2.5% fee), the opening one.
    expect(all.value.list.map((e: { kind: string; wallet: string; amount: number }) => [e.kind, e.wallet, e.amount])).toEqual([
      ['transfer', 'MAIN', -40],
      ['transfer', 'PG', 40],
      ['deposit', 'MAIN', 97.5],
      ['opening', 'MAIN', 1000],
    ]);
    expect(all.value.list[0]).toMatchObject({ group: 'TRANSFER', balanceAfter: 1057.5 });
    expect(all.value).toMatchObject({ totalCount: 4, totalPages: 1, totalIn: 1137.5, totalOut: 40 });
  });

  it('filter by group, page, and leave out what is outside the period', async () => {
    expect((await records({ ...period(), group: 'DEPOSIT' })).value).toMatchObject({ totalCount: 1, totalIn: 97.5, totalOut: 0 });
    const paged = await records({ ...period(), pageSize: 3, pageNo: 2 });
    expect(paged.value).toMatchObject({ totalPages: 2, totalCount: 4 });
    expect(paged.value.list.map((e: { kind: string }) => e.kind)).toEqual(['opening']);
    const later = await records({ startTime: gw.gw.clock() + 1, endTime: gw.gw.clock() + DAY });
    expect(later.value).toMatchObject({ list: [], totalCount: 0, totalIn: 0, totalOut: 0 });
  });

  it('refuse a period that ends before it starts or spans more than 92 days', async () => {
    const now = gw.gw.clock();
    expect((await records({ startTime: now, endTime: now - 1 })).errorCode).toBe('records.range.invalid');
    expect((await records({ startTime: now - 93 * DAY, endTime: now })).errorCode).toBe('records.range.invalid');
    expect((await records({ startTime: now - 92 * DAY, endTime: now })).success).toBe(true);
  });
});

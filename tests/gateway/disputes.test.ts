// A paid-out withdrawal the member reported NOT_RECEIVED waits for the operator (`disputes`):
// `dispute refund` gives back what did not arrive (the fee too when nothing did) in one balanced
// journal transaction, once; `dispute uphold` moves nothing and tells the member why. Either
// closes the receipt.
import { beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../gateway/images/png.ts';
import { settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, makeGateway, scratchDatabase } from './harness.ts';

const { db: dbPath, cli } = scratchDatabase('sf-disputes-', 'gateway.sqlite');
let gw: Client;

const PNG = new Uint8Array(encodePng(2, 2, new Uint8Array(16).fill(90), 4)) as Uint8Array<ArrayBuffer>;

/** A member of a merchant with a payment password and a payout account, and how to pay them out. */
async function makeMember(merchant: 'luzon' | 'emerald', provider: string) {
  const encrypt = merchant !== 'emerald';
  const token = await gw.login('demo01', DEMO[merchant], merchant);
  await gw.call('PUT', '/wps/member/paymentPassword', {
    merchant,
    token,
    body: { password: DEMO[merchant], paymentPassword: '135790', confirmPaymentPassword: '135790' },
    encrypt,
  });
  const bound = await gw.call('POST', '/wps/relay/PAY_bindPayoutAccount', {
    merchant,
    token,
    body: { providerId: provider, accountName: 'Demo One', accountNumber: '09170000001', paymentPassword: '135790' },
    encrypt,
  });
  expect(bound.json.success, JSON.stringify(bound.json)).toBe(true);
  const call = (method: string, path: string, body?: unknown) => gw.call(method, path, { merchant, token, body });
  const balance = async () => (await call('GET', '/wps/v2/wallets/balance?typeId=0')).json.value.sumBalance as number;
  /** Withdraws and has the operator pay it out: the order id. */
  const paidOut = async (requestId: string, amount: number) => {
    const order = (
      await gw.call('POST', '/wps/relay/PAY_withdraw', {
        merchant,
        token,
        body: { requestId, accountId: bound.json.value.accountId, amount, paymentPassword: '135790' },
        encrypt,
      })
    ).json.value;
    settleWithdrawal(gw.gw.db, gw.gw.tenants.get(merchant)!, order.orderId, { approve: true }, gw.gw.clock());
    return order.orderId as number;
  };
  /** A paid-out withdrawal of which the member reports `received` arrived, then the rest not (with proof). */
  const disputed = async (requestId: string, amount: number, received: number) => {
    const order = { orderId: await paidOut(requestId, amount) };
    if (received) await call('POST', '/wps/relay/PAY_withdrawReceipt', { orderId: order.orderId, outcome: 'PARTIAL', received });
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'proof.png');
    const proof = (await gw.call('POST', '/wps/upload/image', { merchant, token, form })).json.value.uploadId;
    const said = await call('POST', '/wps/relay/PAY_withdrawReceipt', {
      orderId: order.orderId,
      outcome: 'NOT_RECEIVED',
      proofIds: [proof],
    });
    expect(said.json.value.receipt).toBe('NOT_RECEIVED');
    return order.orderId as number;
  };
  const order = async (id: number) =>
    ((await call('GET', '/wps/relay/PAY_withdrawalOrders')).json.value.list as Array<{ orderId: number }>).find((o) => o.orderId === id);
  const unread = async () => (await call('GET', '/wps/relay/CSP_unreadCount')).json.value.count as number;
  return { call, balance, paidOut, disputed, order, unread };
}

const members = new Map<string, ReturnType<typeof makeMember>>();
/** demo01 of a merchant, set up once. */
const member = (merchant: 'luzon' | 'emerald', provider: string) => {
  if (!members.has(merchant)) members.set(merchant, makeMember(merchant, provider));
  return members.get(merchant)!;
};

const house = (merchant: string, kind: string) =>
  (gw.gw.db.prepare('SELECT balance FROM ledger_accounts WHERE merchant = ? AND kind = ?').get(merchant, kind) as { balance: number })
    .balance;
const ledgerSum = () => (gw.gw.db.prepare('SELECT SUM(amount) AS n FROM ledger_entries').get() as { n: number }).n;

beforeAll(async () => {
  gw = await makeGateway(dbPath);
});

describe('withdrawal disputes', () => {
  it('refund what did not arrive once, and list only the unanswered', async () => {
    const luzon = await member('luzon', 'gcash');
    const before = await luzon.balance();
    const id = await luzon.disputed('dispute-0001', 300, 120);
    expect(await luzon.balance()).toBe(before - 300);
    const listed = await cli('disputes', '--merchant', 'luzon');
    expect(listed.out).toMatch(
      new RegExp(`^\\s+${id}  W\\d{8}  luzon  demo01  paid out ₱\\s?300\\.00, confirmed ₱\\s?120\\.00, 1 proof image\\(s\\)$`, 'm'),
    );

    const unread = await luzon.unread();
    const payouts = house('luzon', 'payouts');
    expect(await cli('dispute', 'refund', String(id))).toMatchObject({ code: 0, out: expect.stringMatching(/^W\d{8}: REFUNDED\n$/) });
    // Again: the same answer, nothing more moves.
    expect((await cli('dispute', 'refund', String(id))).code).toBe(0);
    expect(await luzon.balance()).toBe(before - 120);
    expect(house('luzon', 'payouts')).toBe(payouts - 180_00);
    expect(ledgerSum()).toBe(0);
    expect(await luzon.unread()).toBe(unread + 1);
    expect(await luzon.order(id)).toMatchObject({ receipt: 'NOT_RECEIVED', dispute: 'REFUNDED', received: 120 });
    // Answered: off the list, and closed for the member and the operator alike.
    expect((await cli('disputes', '--merchant', 'luzon')).out).not.toContain(`  ${id}  `);
    const again = await luzon.call('POST', '/wps/relay/PAY_withdrawReceipt', { orderId: id, outcome: 'FULL' });
    expect(again.json.errorCode).toBe('receipt.closed');
    expect(await cli('dispute', 'uphold', String(id), '--reason', 'paid after all')).toMatchObject({
      code: 1,
      out: expect.stringContaining('already refunded'),
    });
  });

  it('give the fee back too when nothing arrived', async () => {
    // emerald keeps 1% of a withdrawal as its fee.
    const emerald = await member('emerald', gw.gw.tenants.get('emerald')!.config.wallet.withdrawal.payoutProviders[0]!.id);
    const before = await emerald.balance();
    const id = await emerald.disputed('dispute-0002', 50, 0);
    expect(await emerald.order(id)).toMatchObject({ fee: 0.5, payout: 49.5 });
    const fees = house('emerald', 'fees');
    expect((await cli('dispute', 'refund', String(id))).code).toBe(0);
    expect(await emerald.balance()).toBe(before);
    expect(house('emerald', 'fees')).toBe(fees - 50);
    expect(ledgerSum()).toBe(0);
  });

  it('uphold a payout that did arrive: nothing moves, the member is told why', async () => {
    const luzon = await member('luzon', 'gcash');
    const id = await luzon.disputed('dispute-0003', 250, 0);
    const balance = await luzon.balance();
    expect((await cli('dispute', 'uphold', String(id))).code).toBe(2);
    expect(await cli('dispute', 'uphold', String(id), '--reason', 'GCash reference 1234 shows it credited')).toMatchObject({
      code: 0,
      out: expect.stringMatching(/: UPHELD\n$/),
    });
    expect(await luzon.balance()).toBe(balance);
    expect(await luzon.order(id)).toMatchObject({ dispute: 'UPHELD', disputeReason: 'GCash reference 1234 shows it credited' });
    const message = gw.gw.db.prepare("SELECT body FROM messages WHERE kind = 'withdrawal.upheld' ORDER BY id DESC LIMIT 1").get() as {
      body: string;
    };
    expect(message.body).toContain('GCash reference 1234 shows it credited');
  });

  it('refuse an order nobody disputed, and an unknown one', async () => {
    const luzon = await member('luzon', 'gcash');
    const awaiting = await luzon.paidOut('dispute-0004', 200);
    expect(await cli('dispute', 'refund', String(awaiting))).toMatchObject({ code: 1, out: expect.stringContaining('has not reported') });
    expect((await luzon.order(awaiting))!).not.toHaveProperty('dispute');
    expect(await cli('dispute', 'refund', '999999')).toMatchObject({ code: 2, out: expect.stringContaining('no withdrawal order 999999') });
  });
});

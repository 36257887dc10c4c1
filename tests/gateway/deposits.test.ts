// Deposits in process: channels from the tenant config, pending orders idempotent by request id,
// the operator's approve and fail (once, under concurrency), demo channels that credit
// themselves, notifications, and the ledger's invariants after all of it. The operator's CLI:
// the last test, over a database file.
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { creditDueDeposits, MAX_PENDING_DEPOSITS, settleDeposit } from '../../gateway/store/deposits.ts';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { type Client, DEMO, scratchDatabase, demoGateway } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

const deposit = (body: Record<string, unknown>, t = token, merchant = 'luzon') =>
  gw.call('POST', '/wps/relay/PAY_createDeposit', { merchant, token: t, body });
const orders = async (t = token, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/relay/PAY_depositOrders', { merchant, token: t })).json.value;
const mainBalance = async (t = token, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/v2/wallets/balance', { merchant, token: t })).json.value.balance[0].availBalance as number;
const unread = async (t = token, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/relay/CSP_unreadCount', { merchant, token: t })).json.value.count as number;
const tenant = (code: string) => gw.gw.tenants.get(code)!;

describe('deposits', () => {
  it('lists the merchant channels in the request language', async () => {
    const en = (await gw.call('GET', '/wps/relay/PAY_depositChannels', { token, headers: { Language: 'EN' } })).json.value.list;
    expect(en.map((c: { channelId: string }) => c.channelId)).toEqual(['gcash', 'maya', 'instapay-qr', 'bdo']);
    expect(en[0]).toEqual({
      channelId: 'gcash',
      kind: 'EWALLET',
      name: 'GCash',
      min: 100,
      max: 50000,
      feePercent: 0,
      feeFixed: 0,
      note: 'Credited within 5 minutes of payment.',
      // The config's asset, where the build puts it on the site.
      icon: '/assets/luzon/deposit-gcash.svg',
    });
    const ty = (await gw.call('GET', '/wps/relay/PAY_depositChannels', { token, headers: { Language: 'TY' } })).json.value.list;
    expect(ty[3].note).toMatch(/^Sinusuri nang mano-mano/);
  });

  it('makes one pending order per request id, with a reference and where to pay, and moves nothing', async () => {
    const before = await mainBalance();
    const first = await deposit({ requestId: 'dep-00000001', channelId: 'instapay-qr', amount: 1000.5 }, token);
    expect(first.json.success).toBe(true);
    const order = first.json.value;
    expect(order).toMatchObject({
      channelId: 'instapay-qr',
      kind: 'QR',
      amount: 1000.5,
      fee: 10,
      credit: 990.5,
      status: 'PENDING',
      reason: '',
    });
    expect(order.reference).toMatch(/^D\d{8}$/);
    expect(order.payTo).toEqual([{ label: 'QR merchant ID', value: 'LZP-INSTAPAY-0042' }]);
    expect(order.settledAt).toBeUndefined();
    // A repeat (say, the answer was lost) answers the same order.
    expect((await deposit({ requestId: 'dep-00000001', channelId: 'instapay-qr', amount: 1000.5 })).json.value).toEqual(order);
    const reused = await deposit({ requestId: 'dep-00000001', channelId: 'instapay-qr', amount: 2000 });
    expect([reused.status, reused.json.errorCode]).toEqual([409, 'request.id.reused']);
    expect((await orders()).list.map((o: { orderId: number }) => o.orderId)).toEqual([order.orderId]);
    expect(await mainBalance()).toBe(before);
  });

  it('refuses amounts outside the channel, with more decimals than the currency, and unknown channels', async () => {
    for (const amount of [99.99, 50000.01, 100.001]) {
      const answer = await deposit({ requestId: `dep-bad-${String(amount).replace('.', '_')}`, channelId: 'gcash', amount });
      expect(answer.json).toMatchObject({ success: false, errorCode: 'deposit.amount.invalid', value: { min: 100, max: 50000 } });
    }
    expect((await deposit({ requestId: 'dep-bad-channel', channelId: 'paypal', amount: 500 })).json.errorCode).toBe(
      'deposit.channel.unknown',
    );
    expect((await deposit({ requestId: 'dep-bad-shape', channelId: 'gcash', amount: '500' })).json.errorCode).toBe('request.invalid');
  });

  it('credits an approved order once, the fee to the house, and tells the member', async () => {
    const before = await mainBalance();
    const unreadBefore = await unread();
    const order = (await deposit({ requestId: 'dep-00000002', channelId: 'instapay-qr', amount: 333.33 })).json.value;
    expect(order.fee).toBe(3.33);
    // Approved again and again (a retried command): one credit. Separate processes: the CLI test.
    const settled = await Promise.all(
      Array.from({ length: 10 }, () =>
        Promise.resolve().then(() => settleDeposit(gw.gw.db, tenant('luzon'), order.orderId, { credit: true }, gw.gw.clock())),
      ),
    );
    expect(new Set(settled.map((s) => s.status))).toEqual(new Set(['CREDITED']));
    expect(await mainBalance()).toBe(Math.round((before + 330) * 100) / 100);
    const journal = gw.gw.db.prepare('SELECT COUNT(*) AS n FROM journal WHERE request_id = ?').get(`deposit:${order.orderId}`) as {
      n: number;
    };
    expect(journal.n).toBe(1);
    const fees = gw.gw.db.prepare("SELECT balance FROM ledger_accounts WHERE merchant = 'luzon' AND kind = 'fees'").get() as {
      balance: number;
    };
    expect(fees.balance).toBe(333);
    expect(await unread()).toBe(unreadBefore + 1);
    const message = gw.gw.db.prepare("SELECT kind, params, body FROM messages WHERE kind = 'deposit.credited' ORDER BY id DESC").get() as {
      kind: string;
      params: string;
      body: string;
    };
    expect(JSON.parse(message.params)).toEqual({ reference: order.reference, amount: '₱ 333.33', credit: '₱ 330.00' });
    const listed = (await orders()).list.find((o: { orderId: number }) => o.orderId === order.orderId);
    expect(listed).toMatchObject({ status: 'CREDITED', settledAt: gw.gw.clock() });
    // Credited cannot turn failed.
    expect(() => settleDeposit(gw.gw.db, tenant('luzon'), order.orderId, { credit: false, reason: 'no payment' }, gw.gw.clock())).toThrow(
      /already CREDITED/,
    );
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('fails an order without moving money, says why, and cannot credit it later', async () => {
    const before = await mainBalance();
    const order = (await deposit({ requestId: 'dep-00000003', channelId: 'bdo', amount: 500 })).json.value;
    const failed = settleDeposit(gw.gw.db, tenant('luzon'), order.orderId, { credit: false, reason: 'no payment arrived' }, gw.gw.clock());
    expect(failed).toMatchObject({ status: 'FAILED', reason: 'no payment arrived' });
    expect(() => settleDeposit(gw.gw.db, tenant('luzon'), order.orderId, { credit: true }, gw.gw.clock())).toThrow(/already FAILED/);
    expect(await mainBalance()).toBe(before);
    const message = gw.gw.db.prepare("SELECT params FROM messages WHERE kind = 'deposit.failed' ORDER BY id DESC").get() as {
      params: string;
    };
    expect(JSON.parse(message.params)).toMatchObject({ reference: order.reference, reason: 'no payment arrived' });
    // Another merchant's operator cannot reach it.
    expect(() => settleDeposit(gw.gw.db, tenant('saigon'), order.orderId, { credit: true }, gw.gw.clock())).toThrow(/no deposit order/);
  });

  it('credits a demo channel order by itself once it is due, and not before', async () => {
    const before = await mainBalance();
    const order = (await deposit({ requestId: 'dep-00000004', channelId: 'gcash', amount: 250 })).json.value;
    gw.clock.advance(4_000);
    expect(creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock())).toBe(0);
    gw.clock.advance(1_000);
    expect(creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock())).toBe(1);
    expect(creditDueDeposits(gw.gw.db, gw.gw.tenants, gw.gw.clock())).toBe(0);
    expect((await orders()).list.find((o: { orderId: number }) => o.orderId === order.orderId).status).toBe('CREDITED');
    expect(await mainBalance()).toBe(before + 250);
  });

  it('keeps at most five orders waiting per member', async () => {
    const other = await gw.login('down01', DEMO.luzon, 'luzon');
    for (let i = 0; i < MAX_PENDING_DEPOSITS; i++)
      expect((await deposit({ requestId: `dep-wait-${i}000`, channelId: 'bdo', amount: 600 }, other)).json.success).toBe(true);
    expect((await deposit({ requestId: 'dep-wait-6000', channelId: 'bdo', amount: 600 }, other)).json.errorCode).toBe(
      'deposit.pending.limit',
    );
  });

  it('counts VND in whole dong, and keeps trial accounts and visitors out', async () => {
    const saigon = await gw.login('demo01', DEMO.saigon, 'saigon');
    const order = (await deposit({ requestId: 'dep-vnd-0001', channelId: 'vietqr', amount: 150000 }, saigon, 'saigon')).json.value;
    expect(order).toMatchObject({ amount: 150000, fee: 5000, credit: 145000 });
    expect((await deposit({ requestId: 'dep-vnd-0002', channelId: 'vietqr', amount: 150000.5 }, saigon, 'saigon')).json.errorCode).toBe(
      'deposit.amount.invalid',
    );
    const trialToken = await gw.trialLogin();
    expect((await gw.call('GET', '/wps/relay/PAY_depositChannels', { token: trialToken })).json.errorCode).toBe('in_need_true_account');
    expect((await deposit({ requestId: 'dep-trial-01', channelId: 'gcash', amount: 500 }, trialToken)).json.errorCode).toBe(
      'in_need_true_account',
    );
    expect((await gw.call('GET', '/wps/relay/PAY_depositOrders', {})).status).toBe(401);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });
});

describe('the operator CLI', () => {
  const { db, cli } = scratchDatabase('gateway-deposits-');

  it('lists, approves and fails deposit orders, once each, with clear refusals', async () => {
    const { gw: file, token: member } = await demoGateway('emerald', db);
    const make = async (requestId: string, amount: number) =>
      (
        await file.call('POST', '/wps/relay/PAY_createDeposit', {
          merchant: 'emerald',
          token: member,
          body: { requestId, channelId: 'wire', amount },
        })
      ).json.value;
    const [a, b] = [await make('cli-dep-0001', 150), await make('cli-dep-0002', 200)];
    file.gw.db.close();
    const listed = await cli('deposits', '--status', 'pending');
    expect(listed.out).toContain(`${a.reference}`);
    expect(listed.out).toMatch(new RegExp(`${b.reference} .* emerald  demo01  wire  \\$ 200\\.00  PENDING`));
    // Four operators approve it at once, each in a process of its own on the one file: one credit.
    const approvals = await Promise.all(Array.from({ length: 4 }, () => cli('deposit', 'approve', String(a.orderId))));
    expect(approvals.map((r) => r.out)).toEqual(Array(4).fill(`${a.reference}: CREDITED\n`));
    const noReason = await cli('deposit', 'fail', String(b.orderId));
    expect([noReason.code, noReason.out.split('\n')[0]]).toEqual([2, 'deposit fail needs --reason "...": the member is told it']);
    expect((await cli('deposit', 'fail', String(b.orderId), '--reason', 'wire returned')).out).toBe(`${b.reference}: FAILED\n`);
    const late = await cli('deposit', 'approve', String(b.orderId));
    expect([late.code, late.out]).toEqual([1, `deposit ${b.reference} is already FAILED\n`]);
    expect((await cli('deposit', 'approve', '999999')).out).toContain('no deposit order 999999');
    expect((await cli('deposits', '--status', 'lost')).out).toContain('--status must be PENDING, CREDITED, FAILED');
    const store = openDatabase(db);
    expect(ledgerProblems(store)).toEqual([]);
    // Of the two orders (the seeded team's credited deposits aside), one credit: a's, once.
    const credited = store
      .prepare("SELECT COUNT(*) AS n FROM journal WHERE kind = 'deposit' AND request_id IN (?, ?)")
      .get(`deposit:${a.orderId}`, `deposit:${b.orderId}`) as { n: number };
    expect(credited.n).toBe(1);
    store.close();
  });
});

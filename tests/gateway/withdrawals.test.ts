// Withdrawals in process: the payment password (set once, with the login password; guesses
// paused), payout accounts, a request that holds its amount at once and once per request id, the
// operator's approve and reject (each once), limits per amount and per day, and the ledger's
// invariants after each. The CLI: four processes approving one order at once. Last, transfers
// along the agent tree, which take the same payment password.
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../gateway/store/db.ts';
import { grantBonus, workOffTurnover } from '../../gateway/store/bonuses.ts';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, scratchDatabase, demoGateway, nextPaymentTry } from './harness.ts';

let gw: Client;
let token: string;
beforeAll(async () => {
  ({ gw, token } = await demoGateway('luzon'));
});

type Body = Record<string, unknown>;
const sealed =
  (method: string, path: string) =>
  (body: Body, t = token, merchant = 'luzon') =>
    gw.call(method, path, { merchant, token: t, body, encrypt: true });
const setPaymentPassword = sealed('PUT', '/wps/member/paymentPassword');
const bind = sealed('POST', '/wps/relay/PAY_bindPayoutAccount');
const withdraw = sealed('POST', '/wps/relay/PAY_withdraw');
const info = async (t = token, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/relay/PAY_withdrawInfo', { merchant, token: t })).json.value;
const orders = async (t = token, merchant = 'luzon') =>
  (await gw.call('GET', '/wps/relay/PAY_withdrawalOrders', { merchant, token: t })).json.value.list;
const heldTotal = () =>
  (gw.gw.db.prepare("SELECT IFNULL(SUM(balance), 0) AS n FROM ledger_accounts WHERE kind = 'withdrawals'").get() as { n: number }).n;
const pendingTotal = () =>
  (gw.gw.db.prepare("SELECT IFNULL(SUM(amount), 0) AS n FROM withdrawal_orders WHERE status = 'PENDING'").get() as { n: number }).n;
const tenant = () => gw.gw.tenants.get('luzon')!;
const payoutsBalance = () =>
  (gw.gw.db.prepare("SELECT balance FROM ledger_accounts WHERE merchant = 'luzon' AND kind = 'payouts'").get() as { balance: number })
    .balance;
let accountId = 0;

describe('withdrawals', () => {
  it('sets the payment password once, with the login password', async () => {
    expect(await info()).toMatchObject({
      hasPaymentPassword: false,
      min: 200,
      max: 100000,
      dailyCount: 3,
      usedToday: 0,
      available: 1000,
      accounts: [],
    });
    expect(
      (await bind({ providerId: 'gcash', accountName: 'Demo One', accountNumber: '09170000001', paymentPassword: '123456' })).json
        .errorCode,
    ).toBe('payment.password.missing');
    expect(
      (await setPaymentPassword({ password: 'wrong', paymentPassword: '135790', confirmPaymentPassword: '135790' })).json.errorCode,
    ).toBe('password.old.incorrect');
    expect(
      (await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '135790', confirmPaymentPassword: '135791' })).json.errorCode,
    ).toBe('confirm_password_error');
    expect(
      (await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '13579', confirmPaymentPassword: '13579' })).json.errorCode,
    ).toBe('request.invalid');
    expect(
      (await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '135790', confirmPaymentPassword: '135790' })).json.success,
    ).toBe(true);
    expect(
      (await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '000000', confirmPaymentPassword: '000000' })).json.errorCode,
    ).toBe('payment.password.set');
    expect((await info()).hasPaymentPassword).toBe(true);
  });

  it('binds payout accounts with the payment password, masked on the way out', async () => {
    expect(
      (await bind({ providerId: 'gcash', accountName: 'Demo One', accountNumber: '0917 000 0001', paymentPassword: '000000' })).json
        .errorCode,
    ).toBe('payment.password.incorrect');
    const bound = await bind({ providerId: 'gcash', accountName: 'Demo One', accountNumber: '0917 000 0001', paymentPassword: '135790' });
    expect(bound.json.value).toMatchObject({
      providerId: 'gcash',
      providerName: 'GCash',
      kind: 'EWALLET',
      accountName: 'Demo One',
      accountNumber: '•••• 0001',
    });
    accountId = bound.json.value.accountId;
    expect(
      (await bind({ providerId: 'gcash', accountName: 'Demo One', accountNumber: '09170000001', paymentPassword: '135790' })).json
        .errorCode,
    ).toBe('payout.account.exists');
    expect(
      (await bind({ providerId: 'paypal', accountName: 'Demo One', accountNumber: '12345678', paymentPassword: '135790' })).json.errorCode,
    ).toBe('payout.provider.unknown');
    expect(
      (await bind({ providerId: 'bdo', accountName: 'Demo One', accountNumber: '12/34', paymentPassword: '135790' })).json.errorCode,
    ).toBe('payout.account.invalid');
    expect((await info()).accounts).toHaveLength(1);
  });

  it('holds the amount at once, once per request id, and keeps it held until settled', async () => {
    const request = { requestId: 'wd-00000001', accountId, amount: 300.5, paymentPassword: '135790' };
    const first = await withdraw(request);
    expect(first.json.value).toMatchObject({
      reference: expect.stringMatching(/^W\d{8}$/),
      amount: 300.5,
      fee: 0,
      payout: 300.5,
      status: 'PENDING',
      reason: '',
    });
    expect(first.json.value.account.accountNumber).toBe('•••• 0001');
    expect(await withdraw(request)).toMatchObject({ json: first.json });
    expect((await withdraw({ ...request, amount: 301 })).json.errorCode).toBe('request.id.reused');
    expect((await info()).available).toBe(699.5);
    expect(heldTotal()).toBe(30050);
    expect(pendingTotal()).toBe(heldTotal());
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('refuses amounts outside the limits, more than the wallet holds, and foreign accounts, holding nothing', async () => {
    for (const amount of [199.99, 100000.01, 250.005]) {
      expect(
        (await withdraw({ requestId: `wd-bad-${String(amount).replace('.', '_')}`, accountId, amount, paymentPassword: '135790' })).json
          .errorCode,
      ).toBe('withdraw.amount.invalid');
    }
    expect((await withdraw({ requestId: 'wd-too-much', accountId, amount: 700, paymentPassword: '135790' })).json.errorCode).toBe(
      'wallet.balance.insufficient',
    );
    expect(
      (await withdraw({ requestId: 'wd-not-mine', accountId: accountId + 1000, amount: 250, paymentPassword: '135790' })).json.errorCode,
    ).toBe('payout.account.unknown');
    expect((await info()).available).toBe(699.5);
    expect(heldTotal()).toBe(30050);
  });

  it('pays an approved order out once, and gives a rejected one back, telling the member each time', async () => {
    const [pending] = await orders();
    // The house's payouts so far (the seeded team's approved withdrawals): this one adds its own.
    const paidBefore = payoutsBalance();
    const approvals = [1, 2, 3].map(() => settleWithdrawal(gw.gw.db, tenant(), pending.orderId, { approve: true }, gw.gw.clock()));
    expect(approvals.map((a) => a.status)).toEqual(['APPROVED', 'APPROVED', 'APPROVED']);
    expect(() => settleWithdrawal(gw.gw.db, tenant(), pending.orderId, { approve: false, reason: 'late' }, gw.gw.clock())).toThrow(
      /already APPROVED/,
    );
    expect(payoutsBalance() - paidBefore).toBe(30050);
    expect(heldTotal()).toBe(0);

    const second = (await withdraw({ requestId: 'wd-00000002', accountId, amount: 200, paymentPassword: '135790' })).json.value;
    expect((await info()).available).toBe(499.5);
    settleWithdrawal(gw.gw.db, tenant(), second.orderId, { approve: false, reason: 'the account name does not match' }, gw.gw.clock());
    expect((await info()).available).toBe(699.5);
    expect((await orders())[0]).toMatchObject({ status: 'REJECTED', reason: 'the account name does not match', settledAt: gw.gw.clock() });
    const messages = gw.gw.db
      .prepare(
        "SELECT kind FROM messages WHERE kind LIKE 'withdrawal.%' AND member_id = (SELECT member_id FROM withdrawal_orders WHERE id = ?) ORDER BY id",
      )
      .all(pending.orderId) as Array<{
      kind: string;
    }>;
    expect(messages.map((m) => m.kind)).toEqual(['withdrawal.approved', 'withdrawal.rejected']);
    expect(pendingTotal()).toBe(heldTotal());
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('allows the daily count per day of the merchant, rejected ones included', async () => {
    expect((await info()).usedToday).toBe(2);
    expect((await withdraw({ requestId: 'wd-00000003', accountId, amount: 200, paymentPassword: '135790' })).json.success).toBe(true);
    expect((await withdraw({ requestId: 'wd-00000004', accountId, amount: 200, paymentPassword: '135790' })).json).toMatchObject({
      errorCode: 'withdraw.daily.limit',
      value: { dailyCount: 3 },
    });
    // Manila's next day starts at 16:00 UTC; the test clock is 12:00 UTC.
    gw.clock.advance(4 * 3_600_000);
    // Four idle hours end a session: in again.
    token = await gw.login('demo01', DEMO.luzon, 'luzon');
    expect((await info()).usedToday).toBe(0);
    expect((await withdraw({ requestId: 'wd-00000004', accountId, amount: 200, paymentPassword: '135790' })).json.success).toBe(true);
  });

  it('pauses payment password guesses after five wrong ones', async () => {
    for (let i = 0; i < 5; i++)
      expect((await withdraw({ requestId: `wd-guess-${i}000`, accountId, amount: 200, paymentPassword: `99999${i}` })).json.errorCode).toBe(
        'payment.password.incorrect',
      );
    expect((await withdraw({ requestId: 'wd-guess-9000', accountId, amount: 200, paymentPassword: '135790' })).json.errorCode).toBe(
      'password.too.many.tries',
    );
  });

  it('keeps trial accounts and visitors out', async () => {
    expect((await gw.call('GET', '/wps/relay/PAY_withdrawInfo', {})).status).toBe(401);
    expect((await gw.call('GET', '/wps/relay/PAY_withdrawalOrders', {})).status).toBe(401);
  });
});

describe('the operator CLI', () => {
  const { db, cli } = scratchDatabase('gateway-withdrawals-');

  it('lists, approves and rejects withdrawals, once each', async () => {
    const { gw: file, token: member } = await demoGateway('emerald', db);
    const accountId = await file.payoutAccount(member, DEMO.emerald, 'emerald', {
      providerId: 'wire',
      accountName: 'Demo One',
      accountNumber: 'MT84VALL22013000000040012345678',
    });
    const call = (path: string, body: Body) => file.call('POST', path, { merchant: 'emerald', token: member, body, encrypt: true });
    const make = async (requestId: string, amount: number) =>
      (await call('/wps/relay/PAY_withdraw', { requestId, accountId, amount, paymentPassword: '246810' })).json.value;
    const [a, b] = [await make('cli-wd-0001', 100), await make('cli-wd-0002', 50)];
    // 1% fee: 100 pays out 99.
    expect(a).toMatchObject({ fee: 1, payout: 99 });
    file.gw.db.close();
    const listed = await cli('withdrawals', '--status', 'PENDING');
    expect(listed.out).toMatch(
      new RegExp(`${a.reference} .* emerald  demo01  wire MT84VALL22013000000040012345678 \\(Demo One\\)  \\$ 100\\.00  PENDING`),
    );
    const approvals = await Promise.all(Array.from({ length: 4 }, () => cli('withdrawal', 'approve', String(a.orderId))));
    expect(approvals.map((r) => r.out)).toEqual(Array(4).fill(`${a.reference}: APPROVED\n`));
    expect((await cli('withdrawal', 'reject', String(b.orderId))).out).toContain('withdrawal reject needs --reason');
    expect((await cli('withdrawal', 'reject', String(b.orderId), '--reason', 'IBAN closed')).out).toBe(`${b.reference}: REJECTED\n`);
    expect((await cli('withdrawal', 'approve', String(b.orderId))).out).toBe(`withdrawal ${b.reference} is already REJECTED\n`);
    const store = openDatabase(db);
    expect(ledgerProblems(store)).toEqual([]);
    const settlements = store
      .prepare('SELECT COUNT(*) AS n FROM journal WHERE request_id IN (?, ?)')
      .get(`withdrawal-settle:${a.orderId}`, `withdrawal-settle:${b.orderId}`) as { n: number };
    expect(settlements.n).toBe(2);
    const main = store
      .prepare(
        "SELECT balance FROM ledger_accounts a JOIN members m ON m.id = a.member_id WHERE m.merchant = 'emerald' AND m.username = 'demo01' AND a.kind = 'main'",
      )
      .get() as { balance: number };
    expect(main.balance).toBe(1000_00 - 100_00);
    store.close();
  });
});

describe('transfers along the agent tree', () => {
  it('sends to the upline, and from an agent to a downline, once per request id, telling the receiver', async () => {
    const down = await gw.login('down01', DEMO.luzon, 'luzon');
    const agent = await gw.login('agent01', DEMO.luzon, 'luzon');
    const send = sealed('POST', '/wps/relay/PAY_transferToMember');
    const targets = async (t: string) => (await gw.call('GET', '/wps/relay/PAY_transferTargets', { token: t })).json.value;
    expect(await targets(down)).toEqual({
      targets: [{ account: 'agent01', nickname: expect.any(String), relation: 'UPLINE' }],
      available: 250,
      hasPaymentPassword: false,
    });
    expect((await targets(agent)).targets).toContainEqual({ account: 'down01', nickname: expect.any(String), relation: 'DOWNLINE' });
    // A member with no upline has no one to send to.
    expect((await targets(token)).targets).toEqual([]);

    expect((await send({ requestId: 'up-00000001', to: 'agent01', amount: 100, paymentPassword: '112233' }, down)).json.errorCode).toBe(
      'payment.password.missing',
    );
    await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '112233', confirmPaymentPassword: '112233' }, down);
    const unreadBefore = (await gw.call('GET', '/wps/relay/CSP_unreadCount', { token: agent })).json.value.count;
    const agentBefore = (await targets(agent)).available as number;
    const first = await send({ requestId: 'up-00000001', to: 'agent01', amount: 100.25, paymentPassword: '112233' }, down);
    expect(first.json.value).toMatchObject({ available: 149.75 });
    expect((await send({ requestId: 'up-00000001', to: 'agent01', amount: 100.25, paymentPassword: '112233' }, down)).json).toEqual(
      first.json,
    );
    expect((await gw.call('GET', '/wps/relay/CSP_unreadCount', { token: agent })).json.value.count).toBe(unreadBefore + 1);
    expect((await targets(agent)).available).toBe(agentBefore + 100.25);
    // Only along the tree, and never more than the wallet holds.
    expect((await send({ requestId: 'up-00000002', to: 'demo01', amount: 1, paymentPassword: '112233' }, down)).json.errorCode).toBe(
      'transfer.target.invalid',
    );
    expect((await send({ requestId: 'up-00000003', to: 'agent01', amount: 149.76, paymentPassword: '112233' }, down)).json.errorCode).toBe(
      'wallet.balance.insufficient',
    );
    await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '445566', confirmPaymentPassword: '445566' }, agent);
    expect(
      (await send({ requestId: 'down-0000001', to: 'DOWN01', amount: 50, paymentPassword: '445566' }, agent)).json.value.available,
    ).toBe(agentBefore + 50.25);
    expect((await targets(down)).available).toBe(199.75);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('reads who is whose upline in the transaction that moves the money', async () => {
    const sub = await gw.login('sub01m02', DEMO.luzon, 'luzon');
    const send = sealed('POST', '/wps/relay/PAY_transferToMember');
    await setPaymentPassword({ password: DEMO.luzon, paymentPassword: '778899', confirmPaymentPassword: '778899' }, sub);
    const { db } = gw.gw;
    const [memberId, upline] = [findByUsername(db, 'luzon', 'sub01m02')!.id, findByUsername(db, 'luzon', 'subagent01')!.id];
    const tried = nextPaymentTry(db, memberId);
    const sending = send({ requestId: 'tree-moved-01', to: 'subagent01', amount: 10, paymentPassword: '778899' }, sub);
    // While the payment password is checked, the member is moved off subagent01's team.
    await tried();
    db.prepare('UPDATE members SET upline_id = NULL WHERE id = ?').run(memberId);
    try {
      expect((await sending).json.errorCode).toBe('transfer.target.invalid');
      expect(db.prepare("SELECT COUNT(*) AS n FROM journal WHERE request_id = 'tree-moved-01'").get()).toEqual({ n: 0 });
    } finally {
      db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(upline, memberId);
    }
  });

  it("holds a member's money back from the tree while their bonuses need valid bets, as a withdrawal is, even sent at once", async () => {
    const down = await gw.login('down01', DEMO.luzon, 'luzon');
    const send = sealed('POST', '/wps/relay/PAY_transferToMember');
    const available = async () => (await gw.call('GET', '/wps/relay/PAY_transferTargets', { token: down })).json.value.available;
    const { db } = gw.gw;
    const memberId = findByUsername(db, 'luzon', 'down01')!.id;
    // $20 of bonus needing 3 times its amount in valid bets: $60.
    grantBonus(
      db,
      {
        merchant: 'luzon',
        memberId,
        amount: 20_00,
        turnoverMultiple: 3,
        source: 'operator',
        title: 'Test bonus',
        requester: 'operator',
        requestId: 'tree-bonus',
        fingerprint: '',
        now: Date.now(),
      },
      () => ({}),
    );
    const before = await available();
    const sent = await Promise.all(
      [1, 2, 3].map((i) => send({ requestId: `tree-held-0${i}`, to: 'agent01', amount: 10, paymentPassword: '112233' }, down)),
    );
    expect(sent.map((r) => [r.json.errorCode, r.json.value])).toEqual(Array(3).fill(['transfer.turnover.unmet', { remaining: 60 }]));
    expect(await available()).toBe(before);
    // A transfer answered before the bonus is answered the same again, moving nothing.
    expect(
      (await send({ requestId: 'up-00000001', to: 'agent01', amount: 100.25, paymentPassword: '112233' }, down)).json.value,
    ).toMatchObject({
      available: 149.75,
    });
    expect(await available()).toBe(before);
    // Once the bets are placed, the money may go.
    workOffTurnover(db, memberId, 60_00, Date.now());
    expect(
      (await send({ requestId: 'tree-held-01', to: 'agent01', amount: 10, paymentPassword: '112233' }, down)).json.value,
    ).toMatchObject({
      available: before - 10,
    });
    expect(ledgerProblems(db)).toEqual([]);
  });
});

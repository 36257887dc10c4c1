// Trial accounts (free play) keep their play money to play with: every call that moves money out,
// prepares it to move (payment password, payout accounts, transfer targets, receipts) or shows the
// records is refused with in_need_true_account, and nothing moves. Each request is one a real
// member may make (its answer is anything but that refusal), so each row tests the trial check.
import { beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '../../contract/call-spec.ts';
import {
  memberPaymentPassword,
  recordsBets,
  recordsProfit,
  walletPayoutBind,
  walletTransactions,
  walletTransferMember,
  walletTransferTargets,
  walletWithdraw,
  walletWithdrawInfo,
  walletWithdrawReceipt,
} from '../../contract/generated/calls.ts';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
let trial: string;
let member: string;
beforeAll(async () => {
  gw = await makeGateway();
  trial = await gw.trialLogin();
  member = (await gw.fundedMember(1000_00)).token;
});

const DAY = 86_400_000;
const period = () => ({ startTime: gw.gw.clock() - 7 * DAY, endTime: gw.gw.clock() + 1 });
type Spec = CallSpec<{ request: unknown; response: unknown }>;

/** Each refused call with a request a real member may send. */
const CALLS: Array<[name: string, spec: Spec, request: () => Record<string, string | number>]> = [
  ['withdraw', walletWithdraw, () => ({ requestId: 'trial-wd-0001', accountId: 1, amount: 200, paymentPassword: '135790' })],
  [
    'bind a payout account',
    walletPayoutBind,
    () => ({ providerId: 'gcash', accountName: 'Juan Dela Cruz', accountNumber: '09170000001', paymentPassword: '135790' }),
  ],
  [
    'set the payment password',
    memberPaymentPassword,
    () => ({ password: 'Trial1234', paymentPassword: '135790', confirmPaymentPassword: '135790' }),
  ],
  ['send to a member', walletTransferMember, () => ({ requestId: 'trial-tm-0001', to: 'agent01', amount: 100, paymentPassword: '135790' })],
  ['list transfer targets', walletTransferTargets, () => ({})],
  ['confirm a receipt', walletWithdrawReceipt, () => ({ orderId: 1, outcome: 'FULL' })],
  ['read the withdrawal page', walletWithdrawInfo, () => ({})],
  ['read the transactions', walletTransactions, period],
  ['read the betting record', recordsBets, period],
  ['read profit and loss', recordsProfit, period],
];

const send = (spec: Spec, request: Record<string, string | number>, token: string) =>
  gw.call(spec.method, spec.path, {
    token,
    ...(spec.method === 'GET' ? { query: request } : { body: request }),
    encrypt: spec.encrypted,
  });

/** What a refused call must leave as it was: every posting, order, account and password, and the trial's wallets. */
async function state() {
  const count = (table: string) => (gw.gw.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const passwords = gw.gw.db.prepare('SELECT COUNT(*) AS n FROM members WHERE payment_password_hash IS NOT NULL').get() as { n: number };
  const wallets = (await gw.call('GET', '/wps/v2/wallets/balance', { token: trial })).json.value;
  return {
    journal: count('journal'),
    entries: count('ledger_entries'),
    withdrawals: count('withdrawal_orders'),
    payoutAccounts: count('payout_accounts'),
    paymentPasswords: passwords.n,
    wallets,
  };
}

describe('a trial account', () => {
  it.each(CALLS)('may not %s (in_need_true_account), and nothing moves', async (_name, spec, request) => {
    const before = await state();
    expect(before.wallets.sumBalance).toBe(2000);
    const refused = await send(spec, request(), trial);
    expect(refused.json, JSON.stringify(refused.json)).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect(await state()).toEqual(before);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
    // The same request from a real member passes the check (answered, or refused for its own reasons).
    expect((await send(spec, request(), member)).json.errorCode).not.toBe('in_need_true_account');
  });
});

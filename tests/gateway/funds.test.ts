// The consolidated funds (specification section 6: a consolidated balance under the agent policy,
// never for trial accounts): the consolidated call's total is the main wallet, every vendor wallet
// and what pending withdrawals hold, as the ledger has them; moves between the member's own
// wallets change the parts and not the total; merchants without the policy and trial accounts are
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { settleWithdrawal } from '../../gateway/store/withdrawals.ts';
import { type Client, DEMO, expectContract, makeGateway } from './harness.ts';

let gw: Client;
beforeAll(async () => {
  gw = await makeGateway();
});
afterAll(() => expect(ledgerProblems(gw.gw.db)).toEqual([]));

const consolidated = (token: string, merchant: string) =>
  gw.call('GET', '/wps/member/info/funds/consolidated', { merchant, token, query: { t: 1 } });

describe('consolidated funds', () => {
  it('sum the main wallet, every vendor wallet and the held withdrawals; own moves change only the parts', async () => {
    // emerald keeps a wallet per vendor and has the agent policy on.
    const member = await gw.fundedMember(500_00, 'emerald');
    const funds = async () => {
      const answer = await consolidated(member.token, 'emerald');
      expectContract('member-consolidated', answer.json);
      return answer.json.value;
    };
    // What the balance call lists, wallet by wallet, in major units.
    const wallets = async () =>
      (await gw.call('GET', '/wps/v2/wallets/balance', { merchant: 'emerald', token: member.token })).json.value.sumBalance as number;
    expect(await funds()).toEqual({
      divtypereq: 0,
      dailysalreqtype: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
      totalFunds: 500,
      mainWallet: 500,
      vendorWallets: 0,
      withdrawalsHeld: 0,
    });

    const transfer = (requestId: string, to: string, amount: number) =>
      gw.call('POST', '/wps/relay/GCS_walletTransfer', {
        merchant: 'emerald',
        token: member.token,
        body: { requestId, from: 'MAIN', to, amount },
      });
    expect((await transfer('funds-0001', 'PG', 120.25)).json.success).toBe(true);
    expect((await transfer('funds-0002', 'EVO', 30)).json.success).toBe(true);
    expect(await funds()).toMatchObject({ totalFunds: 500, mainWallet: 349.75, vendorWallets: 150.25, withdrawalsHeld: 0 });
    expect(await wallets()).toBe(500);

    // A pending withdrawal leaves the wallets but stays the member's until it is paid out.
    const accountId = await gw.payoutAccount(member.token, member.password, 'emerald');
    const order = (
      await gw.call('POST', '/wps/relay/PAY_withdraw', {
        merchant: 'emerald',
        token: member.token,
        body: { requestId: 'funds-wd-1', accountId, amount: 100, paymentPassword: '246810' },
      })
    ).json.value;
    expect(await funds()).toMatchObject({ totalFunds: 500, mainWallet: 249.75, vendorWallets: 150.25, withdrawalsHeld: 100 });
    expect(await wallets()).toBe(400);

    // Paid out, it is gone from the total.
    settleWithdrawal(gw.gw.db, gw.gw.tenants.get('emerald')!, order.orderId, { approve: true }, gw.gw.clock());
    const after = await funds();
    expect(after).toMatchObject({ totalFunds: 400, mainWallet: 249.75, vendorWallets: 150.25, withdrawalsHeld: 0 });
    expect(after.totalFunds).toBe(await wallets());
  });

  it('count a single-wallet merchant main wallet and are refused to trial accounts', async () => {
    const member = await gw.fundedMember(12_345, 'luzon');
    expect((await consolidated(member.token, 'luzon')).json.value).toMatchObject({
      totalFunds: 123.45,
      mainWallet: 123.45,
      vendorWallets: 0,
      withdrawalsHeld: 0,
    });
    const trial = await consolidated(await gw.trialLogin(), 'luzon');
    expect(trial.json).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expectContract('member-consolidated', trial.json);
  });

  it('are refused where the merchant has the agent policy off', async () => {
    // saigon has AGENTPOLICY3 off.
    const answer = await consolidated(await gw.login('demo01', DEMO.saigon, 'saigon'), 'saigon');
    expect(answer.json).toMatchObject({ success: false, errorCode: 'function.not.available' });
  });
});

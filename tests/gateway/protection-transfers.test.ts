// Money an agent sends a member (PAY_transferToMember) reaches the member as a deposit would, so it
// meets the receiver's protection (decision 0012): refused while the receiver is on a time-out or
// self-excluded, and counted against the receiver's deposit limits, also for sends made at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addEntry } from '../../gateway/store/exclusion-registers.ts';
import { ledgerProblems } from '../../gateway/store/ledger.ts';
import { setLimit, takeBreak } from '../../gateway/store/protection.ts';
import { type Client, makeGateway } from './harness.ts';

let gw: Client;
let agent: { id: number; token: string };
beforeAll(async () => {
  gw = await makeGateway();
  const made = await gw.fundedMember(100_000_00);
  gw.gw.db.prepare('UPDATE members SET type = 1 WHERE id = ?').run(made.id);
  agent = { id: made.id, token: await gw.login(made.username, made.password) };
  await gw.setPaymentPassword(agent.token, made.password, '112233');
});
afterAll(() => gw.gw.db.close());

const tenant = () => gw.gw.tenants.get('luzon')!;
let requests = 0;
const send = (to: string, amount: number) =>
  gw.call('POST', '/wps/relay/PAY_transferToMember', {
    token: agent.token,
    encrypt: true,
    body: { requestId: `send-${String(++requests).padStart(6, '0')}`, to, amount, paymentPassword: '112233' },
  });
/** A member of the agent's team, with nothing in the wallet: its id, username and session. */
const downline = async () => {
  const member = await gw.fundedMember(0);
  gw.gw.db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(agent.id, member.id);
  return member;
};
/** A downline with a deposit limit of 1,000 a period, set by the member. */
const limitedDownline = async (period: 'DAY' | 'WEEK') => {
  const member = await downline();
  setLimit(gw.gw.db, tenant(), { memberId: member.id, kind: 'deposit', period, amount: 1_000_00, actor: 'member', now: gw.gw.clock() });
  return member;
};
const balance = async (token: string) => (await gw.call('GET', '/wps/relay/PAY_transferTargets', { token })).json.value.available;
const deposit = (token: string, amount: number) =>
  gw.call('POST', '/wps/relay/PAY_createDeposit', {
    token,
    body: { requestId: `deposit-${String(++requests).padStart(6, '0')}`, channelId: 'gcash', amount },
  });

describe("money an agent sends meets the receiver's protection", () => {
  it('is refused to a member on a time-out, self-excluded or on the register, saying neither which nor until when', async () => {
    for (const kind of ['timeOut', 'selfExclusion'] as const) {
      const member = await downline();
      takeBreak(gw.gw.db, tenant(), { memberId: member.id, kind, length: kind === 'timeOut' ? 1 : 6, actor: 'member', now: gw.gw.clock() });
      const before = await balance(agent.token);
      const refused = await send(member.username, 100);
      expect(refused.json).toMatchObject({ success: false, errorCode: 'transfer.receiver.protected' });
      expect(refused.json.value ?? null).toBeNull();
      expect(await balance(agent.token)).toBe(before);
    }
    // A person on the jurisdiction's register (NDRS for luzon) cannot log in to take it either.
    const listed = await downline();
    gw.gw.db.prepare('UPDATE members SET email = ? WHERE id = ?').run('listed.receiver@example.com', listed.id);
    addEntry(gw.gw.db, 'NDRS', 'email', 'Listed.Receiver+casino@example.com', gw.gw.clock());
    expect((await send(listed.username, 100)).json.errorCode).toBe('transfer.receiver.protected');
  });

  it("counts against the receiver's deposit limit: of sends made at once only what fits goes through", async () => {
    const member = await limitedDownline('DAY');
    const before = await balance(agent.token);
    const sent = await Promise.all(Array.from({ length: 8 }, () => send(member.username, 300)));
    const codes = sent.map((r) => r.json.errorCode ?? 'sent');
    expect(codes.filter((c) => c === 'sent')).toHaveLength(3);
    expect(codes.filter((c) => c === 'transfer.receiver.limit')).toHaveLength(5);
    expect(await balance(member.token)).toBe(900);
    expect(await balance(agent.token)).toBe(before - 900);
    // A larger send than the limit leaves is refused whole, and the member's own deposit meets the same count.
    expect((await send(member.username, 3_000)).json.errorCode).toBe('transfer.receiver.limit');
    expect((await deposit(member.token, 200)).json).toMatchObject({ errorCode: 'deposit.limit.exceeded', value: { left: 100 } });
    expect((await send(member.username, 100)).json.success).toBe(true);
    expect(ledgerProblems(gw.gw.db)).toEqual([]);
  });

  it('shows what was received as used on the limits page', async () => {
    const member = await limitedDownline('WEEK');
    expect((await send(member.username, 250)).json.success).toBe(true);
    const state = (await gw.call('GET', '/wps/member/protection', { token: member.token })).json.value;
    expect(state.limits.find((l: { kind: string; period: string }) => l.kind === 'deposit' && l.period === 'WEEK')).toMatchObject({
      amount: 1000,
      used: 250,
      left: 750,
    });
  });
});

// The agent centre's server flags (specification section 2): member info says them for an agent,
// from the merchant's config less what the operator switched off for that agent, and the contract
// calls refuse a kind that is off for the agent.
import { beforeAll, describe, expect, it } from 'vitest';
import { setAgentFlag } from '../../gateway/store/agent-flags.ts';
import { findByUsername } from '../../gateway/store/members.ts';
import { type Client, DEMO, makeGateway } from './harness.ts';

let gw: Client;

beforeAll(async () => {
  gw = await makeGateway();
});

const info = async (token: string, merchant = 'luzon') => (await gw.call('GET', '/wps/member/info', { token, merchant })).json.value;

describe('agent flags', () => {
  it("says the merchant's flags for an agent and none for a member", async () => {
    const agent = await gw.login('agent01', DEMO.luzon, 'luzon');
    expect(await info(agent)).toMatchObject({ enableCt: true, salary: true, hourSalary: true, agentRealtimeSalary: true });
    expect(await info(agent)).toMatchObject({ enableContract: true, enableSalary: true });
    const saigon = await gw.login('agent01', DEMO.saigon, 'saigon');
    expect(await info(saigon, 'saigon')).toMatchObject({ enableCt: false, salary: true, hourSalary: false });
    const member = await gw.login('demo01', DEMO.luzon, 'luzon');
    expect(await info(member)).not.toHaveProperty('enableCt');
  });

  it('an operator switches one kind off for one agent: member info says so and its calls refuse it', async () => {
    const sub = findByUsername(gw.gw.db, 'luzon', 'subagent02')!;
    const token = await gw.login('subagent02', DEMO.luzon, 'luzon');
    const hourly = () =>
      gw.call('GET', '/wps/relay/MCS2_processContractHourSalary', {
        token,
        query: { startTime: Date.UTC(2026, 0, 14), endTime: Date.UTC(2026, 0, 15) },
      });
    // The seed left subagent02 an hourly salary offer waiting.
    const waiting = async () =>
      (await gw.call('GET', '/wps/member/info/funds/consolidated', { token })).json.value as Record<string, number>;
    expect((await waiting())['contracthoursalreq']).toBe(1);
    expect((await hourly()).json.success).toBe(true);

    setAgentFlag(gw.gw.db, sub.id, 'hourSalary', false);
    expect(await info(token)).toMatchObject({ hourSalary: false, salary: true, enableSalary: true });
    expect((await hourly()).json.errorCode).toBe('function.not.available');
    expect((await waiting())['contracthoursalreq']).toBe(0);
    // Other agents keep it.
    expect(await info(await gw.login('agent01', DEMO.luzon, 'luzon'))).toMatchObject({ hourSalary: true });

    setAgentFlag(gw.gw.db, sub.id, 'hourSalary', true);
    expect(await info(token)).toMatchObject({ hourSalary: true });
  });
});

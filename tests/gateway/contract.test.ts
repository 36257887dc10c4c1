import { beforeAll, describe, expect, it } from 'vitest';
import { callSchemas } from '../../contract/validate.ts';
import { memberAndSystemCalls, sessionCaptchaAndSmsCalls, socialSignInCalls } from './contract/account-calls.ts';
import { gameCalls, homeCalls } from './contract/game-and-home-calls.ts';
import {
  agentContractCalls,
  missionCalls,
  playerProtectionCalls,
  pointsMallCalls,
  promotionCalls,
  rebateCalls,
  referralCalls,
  rewardCentreCalls,
  securityCentreCalls,
  vipCall,
} from './contract/member-centre-calls.ts';
import { type ContractRun, contractRun } from './contract/run.ts';
import { DEMO, demoGateway, expectContract } from './harness.ts';

// Every call of schemas/gateway/, made the way a site makes it; each answer must match its schema.
// The calls are grouped by the part of the site that makes them, a module of contract/ each; one
// gateway serves them all, in this order, so the last test can tell that every call schema was made.
const exercised = new Set<string>();
let run: ContractRun;

beforeAll(async () => {
  const { gw, token } = await demoGateway('luzon');
  run = contractRun(gw, token, await gw.login('demo01', DEMO.saigon, 'saigon'), exercised);
});

describe('contract: every call answers in its schema', () => {
  it('session, captcha and SMS calls', () => sessionCaptchaAndSmsCalls(run));
  it('social sign-in calls', () => socialSignInCalls(run));
  it('member and system calls', () => memberAndSystemCalls(run));
  it('game calls', () => gameCalls(run));
  it('home calls', () => homeCalls(run));
  it('security-centre calls', () => securityCentreCalls(run));
  it('points mall calls', () => pointsMallCalls(run));
  it('agent contract calls', () => agentContractCalls(run));
  it('rebate calls', () => rebateCalls(run));
  it('VIP call', () => vipCall(run));
  it('referral calls', () => referralCalls(run));
  it('mission calls', () => missionCalls(run));
  it('reward centre calls', () => rewardCentreCalls(run));
  it('promotion calls', () => promotionCalls(run));
  it('player protection calls', () => playerProtectionCalls(run));

  it('covered every call schema', () => {
    expect([...callSchemas().keys()].filter((name) => !exercised.has(name))).toEqual([]);
  });

  it('failures match the failure shape too', async () => {
    const a = await run.gw.call('GET', '/wps/member/info');
    expect(a.status).toBe(401);
    expect(a.json.errorCode).toBe('login.not.session');
    expectContract('member-info', a.json);
  });
});

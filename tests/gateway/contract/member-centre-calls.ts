// The contract test's calls of the member centre (tests/gateway/contract.test.ts): security, the points
// mall, agent contracts, rebate, VIP, referral, missions, the reward centre, promotions and protection.
import { expect } from 'vitest';
import { settleContracts } from '../../../gateway/store/contract-settlement.ts';
import { decideApplication } from '../../../gateway/store/promotion-admin.ts';
import { placeBet, playableGames } from '../../../gateway/store/bets.ts';
import { drawRaffle, openRaffle } from '../../../gateway/store/raffles.ts';
import { DEMO, expectContract } from '../harness.ts';
import type { ContractRun } from './run.ts';

/** Security-centre calls. */
export async function securityCentreCalls({ gw, check }: ContractRun): Promise<void> {
  const own = await gw.login('stale01', DEMO.luzon);
  await check('member-profile', gw.call('GET', '/wps/member/profile', { token: own }));
  await check(
    'member-profile-update',
    gw.call('PUT', '/wps/member/profile', { token: own, body: { nickname: 'Stale One', fields: { birthday: '1990-01-31' } } }),
  );
  await check('verification-sms-bind', gw.call('POST', '/wps/verification/sms/bind', { token: own, body: { mobileNum: '9170007777' } }));
  await check(
    'member-mobile',
    gw.call('PUT', '/wps/member/mobile', {
      token: own,
      encrypt: true,
      body: { mobileNum: '9170007777', verificationCode: gw.lastCode('9170007777'), password: DEMO.luzon },
    }),
  );
  await check('verification-mail', gw.call('POST', '/wps/verification/mail', { token: own, body: { email: 'stale@example.com' } }));
  const mail = gw.gw.db.prepare("SELECT body FROM outbox WHERE recipient = 'stale@example.com' ORDER BY id DESC").get() as {
    body: string;
  };
  await check(
    'member-email',
    gw.call('PUT', '/wps/member/email', {
      token: own,
      encrypt: true,
      body: { email: 'stale@example.com', verificationCode: /\d{6}/.exec(mail.body)![0], password: DEMO.luzon },
    }),
  );
  await check('member-login-history', gw.call('GET', '/wps/member/loginHistory', { token: own, query: { pageNo: 1, pageSize: 5 } }));
}

/** Points mall calls. */
export async function pointsMallCalls({ gw, check }: ContractRun): Promise<void> {
  // agent01 set its payment password (112233) in the wallet calls above.
  const agent = await gw.login('agent01', DEMO.luzon);
  await check('points-summary', gw.call('GET', '/wps/points/summary', { token: agent }));
  const goods = await check('points-goods', gw.call('GET', '/wps/points/goods', { token: agent }));
  const free = goods.json.value.list.find((g: { delivery: string }) => g.delivery === 'NONE');
  await check(
    'points-redeem',
    gw.call('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
      token: agent,
      body: { requestId: 'contract-redeem-1', goodId: free.goodId, quantity: 1, paymentPassword: '112233' },
      encrypt: true,
    }),
  );
  await check(
    'points-convert',
    gw.call('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', {
      token: agent,
      body: { requestId: 'contract-convert-1', points: 100, paymentPassword: '112233' },
      encrypt: true,
    }),
  );
  await check('points-redemptions', gw.call('GET', '/wps/points/redemptions', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
  const now = gw.gw.clock();
  await check(
    'points-details',
    gw.call('GET', '/wps/relay/ODSFE2_MemTransDet', { token: agent, query: { startTime: now - 30 * 86_400_000, endTime: now + 1 } }),
  );
}

/**
 * Agent contracts: agent01 offers each kind to a new sub-agent, who accepts one,
 * rejects one and ends one; the lists show them with a settled period.
 */
export async function agentContractCalls({ gw, check }: ContractRun): Promise<void> {
  const upline = await gw.login('agent01', DEMO.luzon);
  const body = { username: 'contract02', password: 'Contract123', confirmPassword: 'Contract123', agent: true };
  await gw.call('POST', '/wps/agent/downline', { token: upline, body, encrypt: true });
  const downline = await gw.login('contract02', 'Contract123');
  const tiers = [{ rate: 1.5, activeMembers: 1, validBet: 100 }];
  const kinds = [
    ['contract-dividend', '/wps/relay/MCS2_processDividendReq', { tiers, period: 'WEEKLY' }],
    ['contract-daily-salary', '/wps/relay/MCS2_processDailySalContract', { tiers }],
    ['contract-hour-salary', '/wps/relay/MCS2_processContractHourSalary', { tiers }],
    ['contract-realtime-salary', '/wps/relay/MCSFE_processRealTimeSalaryContract', { winRate: 0.5, lossRate: 10 }],
  ] as const;
  for (const [name, path, terms] of kinds) {
    const offer = { action: 'OFFER', downline: 'contract02', ...terms };
    const offered = await check(`${name}-action`, gw.call('POST', path, { token: upline, body: offer }));
    await check(
      `${name}-action`,
      gw.call('POST', path, { token: downline, body: { action: 'ACCEPT', contractId: offered.json.value.id } }),
    );
  }
  await check('member-consolidated', gw.call('GET', '/wps/member/info/funds/consolidated', { token: downline }));
  gw.clock.advance(8 * 86_400_000);
  settleContracts(gw.gw.db, gw.gw.tenants, gw.gw.clock());
  // The sessions have lapsed meanwhile.
  const [own, up] = [await gw.login('contract02', 'Contract123'), await gw.login('agent01', DEMO.luzon)];
  const period = { startTime: gw.gw.clock() - 30 * 86_400_000, endTime: gw.gw.clock() };
  for (const [name, path] of kinds) {
    const mine = await check(name, gw.call('GET', path, { token: own, query: { ...period, pageSize: 5 } }));
    expect(mine.json.value.contract.status).toBe('ACTIVE');
    const theirs = await check(name, gw.call('GET', path, { token: up, query: { ...period, side: 'PAID' } }));
    expect(theirs.json.value.records.totalCount).toBeGreaterThan(0);
  }
}

/** Rebate calls. */
export async function rebateCalls({ gw, check }: ContractRun): Promise<void> {
  // agent01's seeded bets are rebated for the first time here.
  const agent = await gw.login('agent01', DEMO.luzon);
  await check('rebate-summary', gw.call('GET', '/wps/rebate/summary', { token: agent }));
  await check('rebate-claim', gw.call('POST', '/wps/rebate/claim', { token: agent, body: { requestId: 'contract-rebate-1' } }));
  await check('rebate-claims', gw.call('GET', '/wps/rebate/claims', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
}

/** VIP call. */
export async function vipCall({ gw, check }: ContractRun): Promise<void> {
  // agent01 is Silver from its seeded bets: a rank, the next one and the ladder.
  const agent = await gw.login('agent01', DEMO.luzon);
  const answer = await check('member-vip', gw.call('GET', '/wps/member/vip', { token: agent }));
  expect(answer.json.value).toMatchObject({ level: 2, label: 'Silver', next: { level: 3 } });
}

/** Referral calls. */
export async function referralCalls({ gw, check }: ContractRun): Promise<void> {
  const agent = await gw.login('agent01', DEMO.luzon);
  await check('referral-info', gw.call('GET', '/wps/referral/info', { token: agent }));
  await check('referral-friends', gw.call('GET', '/wps/referral/friends', { token: agent, query: { pageNo: 1, pageSize: 5 } }));
}

/** Mission calls. */
export async function missionCalls({ gw, check }: ContractRun): Promise<void> {
  const agent = await gw.login('agent01', DEMO.luzon);
  const s = await check('missions-summary', gw.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: agent }));
  // agent01 bet nothing today: a wallet-funded deposit-free mission is not done; the refusal has the failure shape.
  const first = s.json.value.missions[0].missionId;
  const refused = await gw.call('POST', '/wps/relay/MCSFE_claimMission', {
    token: agent,
    body: { requestId: 'contract-mission-0', missionId: first },
  });
  expectContract('missions-claim', refused.json);
  const tenant = gw.gw.tenants.get('luzon')!;
  const id = (gw.gw.db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'agent01'").get() as { id: number }).id;
  const game = playableGames(gw.gw.db, tenant)[0]!;
  for (let i = 0; i < 10; i++)
    placeBet(gw.gw.db, tenant, { memberId: id, ...game, stake: 1_00, payout: 0, now: gw.gw.clock(), fromMain: true });
  const bets = (await gw.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token: agent })).json.value.missions.find(
    (m: { kind: string; gameType?: string }) => m.kind === 'BETS' && !m.gameType,
  );
  await check(
    'missions-claim',
    gw.call('POST', '/wps/relay/MCSFE_claimMission', {
      token: agent,
      body: { requestId: 'contract-mission-1', missionId: bets.missionId },
    }),
  );
  await check(
    'missions-leaderboard',
    gw.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard', { token: agent, query: { period: 'WEEK' } }),
  );
}

/** Reward centre calls. */
export async function rewardCentreCalls({ gw, check }: ContractRun): Promise<void> {
  const agent = await gw.login('agent01', DEMO.luzon);
  const tenant = gw.gw.tenants.get('luzon')!;
  const db = gw.gw.db;
  const id = (db.prepare("SELECT id FROM members WHERE merchant = 'luzon' AND username = 'agent01'").get() as { id: number }).id;
  await check('rewards-summary', gw.call('GET', '/wps/rewards/summary', { token: agent }));
  // agent01 holds the demo world's tickets: open one of them.
  const list = await check('rewards-tickets', gw.call('GET', '/wps/rewards/tickets', { token: agent }));
  const ticketId = list.json.value.tickets[0].ticketId;
  await check(
    'rewards-open',
    gw.call('POST', '/wps/rewards/tickets/open', { token: agent, body: { requestId: 'contract-ticket-1', ticketId } }),
  );
  const again = await gw.call('POST', '/wps/rewards/tickets/open', { token: agent, body: { requestId: 'contract-ticket-2', ticketId } });
  expectContract('rewards-open', again.json);
  // A raffle of its own that only agent01's bet enters (one entry per ₱1,000), drawn: agent01 wins.
  const startsAt = gw.gw.clock() + 1;
  const raffleId = openRaffle(db, {
    merchant: 'luzon',
    title: 'Contract raffle',
    startsAt,
    endsAt: startsAt + 60_000,
    entryUnit: 1_000_00,
    turnoverMultiple: 1,
    prizes: [10_00],
  });
  placeBet(db, tenant, { memberId: id, ...playableGames(db, tenant)[0]!, stake: 1_000_00, payout: 0, now: startsAt, fromMain: true });
  expect(drawRaffle(db, raffleId, startsAt + 60_000)).toEqual([{ rank: 1, memberId: id }]);
  const raffle = await check('rewards-raffle', gw.call('GET', '/wps/rewards/raffle', { token: agent }));
  const prize = raffle.json.value.won.find((w: { raffleId: number }) => w.raffleId === raffleId);
  await check(
    'raffle-claim',
    gw.call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token: agent,
      body: { requestId: 'contract-raffle-1', prizeId: prize.prizeId },
    }),
  );
}

/** Promotion calls. */
export async function promotionCalls({ gw, check }: ContractRun): Promise<void> {
  const { token: member, id } = await gw.fundedMember(0);
  const listed = await check('promotions-list', gw.call('GET', '/wps/relay/MCSFE_getPromotionList', { token: member }));
  const open = (kind: string) =>
    listed.json.value.list.find((p: { kind: string; state: string }) => p.kind === kind && p.state === 'JOIN').promotionId as number;
  await check('promotions-join', gw.call('POST', '/wps/relay/MCSFE_joinPromotion', { token: member, body: { promotionId: open('AUTO') } }));
  const applyTo = open('APPLY');
  await check(
    'promotions-apply',
    gw.call('POST', '/wps/relay/MCSFE_applyPromotion', { token: member, body: { promotionId: applyTo, comment: 'contract' } }),
  );
  const entry = gw.gw.db.prepare('SELECT id FROM promotion_entries WHERE member_id = ? AND promotion_id = ?').get(id, applyTo) as {
    id: number;
  };
  decideApplication(gw.gw.db, entry.id, { approve: true }, gw.gw.clock());
  await check(
    'promotions-claim',
    gw.call('POST', '/wps/relay/MCSFE_claimPromotion', {
      token: member,
      body: { requestId: 'contract-promotion-1', promotionId: applyTo },
    }),
  );
}

/** Player protection calls. */
export async function playerProtectionCalls({ gw, check }: ContractRun): Promise<void> {
  const { token: member } = await gw.fundedMember(0);
  await check('member-protection', gw.call('GET', '/wps/member/protection', { token: member }));
  await check(
    'member-protection-limit',
    gw.call('PUT', '/wps/member/protection/limit', { token: member, body: { kind: 'loss', period: 'WEEK', amount: 250.5 } }),
  );
  await check(
    'member-protection-reality-check',
    gw.call('PUT', '/wps/member/protection/realityCheck', { token: member, body: { minutes: 30 } }),
  );
  await check('member-reality-check', gw.call('GET', '/wps/member/realityCheck', { token: member }));
  await check(
    'member-protection-break',
    gw.call('POST', '/wps/member/protection/break', { token: member, body: { kind: 'timeOut', length: 1 } }),
  );
}

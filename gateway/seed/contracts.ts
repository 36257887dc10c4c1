// agent01's contracts with its demo sub-agents, one of each kind the merchant has on, in the
// states an agent meets: subagent01 works under an active daily salary (three weeks) and a weekly
// dividend (four weeks), subagent02 has an hourly salary offered and waiting, and a real-time
// salary it ended after a day. The serving gateway settles their closed periods when it starts.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { answerContract, kindEnabled, type Offer, offerContract, terminateContract } from '../store/contracts.ts';
import { findByUsername } from '../store/members.ts';

const DAY = 86_400_000;

/** Seeds the contracts (after the demo team); nothing when agent01 or its sub-agents are missing. */
export function seedDemoContracts(db: DatabaseSync, tenant: Tenant, now: number): void {
  const [agent, first, second] = ['agent01', 'subagent01', 'subagent02'].map((name) => findByUsername(db, tenant.code, name));
  if (!agent || !first || !second) return;
  const unit = 10 ** tenant.config.currency.decimals;
  const tier = (rate: number, validBet: number, activeMembers: number) => ({ rate, validBet: validBet * unit, activeMembers });
  const plan: Array<{ offer: Offer; daysAgo: number; after: 'accept' | 'wait' | 'end' }> = [
    {
      offer: { kind: 'DAILY', downline: first.username, period: 'DAILY', terms: { tiers: [tier(50, 0, 0), tier(80, 1_000, 0)] } },
      daysAgo: 21,
      after: 'accept',
    },
    {
      offer: { kind: 'DIVIDEND', downline: first.username, period: 'WEEKLY', terms: { tiers: [tier(1_000, 0, 1), tier(1_500, 5_000, 3)] } },
      daysAgo: 28,
      after: 'accept',
    },
    {
      offer: { kind: 'HOURLY', downline: second.username, period: 'DAILY', terms: { tiers: [tier(30, 0, 0)] } },
      daysAgo: 2,
      after: 'wait',
    },
    {
      offer: { kind: 'REALTIME', downline: second.username, period: 'DAILY', terms: { winRate: 50, lossRate: 1_000 } },
      daysAgo: 10,
      after: 'end',
    },
  ];
  for (const { offer, daysAgo, after } of plan) {
    if (!kindEnabled(db, tenant, agent.id, offer.kind)) continue;
    const at = now - daysAgo * DAY;
    const contract = offerContract(db, agent, offer, at);
    if (after === 'wait') continue;
    answerContract(db, offer.downline === first.username ? first : second, contract.id, true, at + 60_000);
    if (after === 'end') terminateContract(db, second, contract.id, at + DAY);
  }
}

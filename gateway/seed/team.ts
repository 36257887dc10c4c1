// agent01's demo team (gateway/README.md, "Demo accounts"): two sub-agents with affiliate codes of
// their own, members under agent01 and under each sub-agent, and a sub-sub-agent with a member of
// its own, so the agent centre's overview and reports have several levels to roll up. Each plays
// a betting history (seed/bets.ts) and has credited deposits and approved withdrawals over the
// last 60 days, through the stores the site's own calls use. Deterministic.
import type { DatabaseSync } from 'node:sqlite';
import type { Tenant } from '../context.ts';
import { createDeposit, settleDeposit } from '../store/deposits.ts';
import { balanceOf } from '../store/ledger.ts';
import { transferToMember } from '../store/member-transfers.ts';
import { findById, insertMember } from '../store/members.ts';
import { bindPayoutAccount } from '../store/payout-accounts.ts';
import { confirmReceipt } from '../store/withdrawal-receipts.ts';
import { requestWithdrawal, settleWithdrawal } from '../store/withdrawals.ts';
import { betEvents } from './bets.ts';
import type { Prng } from './prng.ts';
import type { SeedEvent } from './timeline.ts';
import { seedUnit } from './unit.ts';

const DAY = 86_400_000;

/** The team, top down: each account's upline is agent01 or an account above it in this list. Balances in major units. */
export const DEMO_TEAM = [
  { username: 'subagent01', upline: 'agent01', type: 2, nickname: 'Sub-agent One', balance: 2_000, affiliateCode: 'SUBAGENT01' },
  { username: 'subagent02', upline: 'agent01', type: 2, nickname: 'Sub-agent Two', balance: 1_500, affiliateCode: 'SUBAGENT02' },
  { username: 'team01', upline: 'agent01', type: 0, nickname: 'Team Player 1', balance: 800 },
  { username: 'team02', upline: 'agent01', type: 0, nickname: 'Team Player 2', balance: 300 },
  { username: 'sub01m01', upline: 'subagent01', type: 0, nickname: 'Sub One Player 1', balance: 600 },
  { username: 'sub01m02', upline: 'subagent01', type: 0, nickname: 'Sub One Player 2', balance: 400 },
  { username: 'subsub01', upline: 'subagent01', type: 2, nickname: 'Sub-sub-agent', balance: 1_000, affiliateCode: 'SUBSUB01' },
  { username: 'deep01', upline: 'subsub01', type: 0, nickname: 'Deep Player', balance: 500 },
  { username: 'sub02m01', upline: 'subagent02', type: 0, nickname: 'Sub Two Player 1', balance: 700 },
  { username: 'sub02m02', upline: 'subagent02', type: 0, nickname: 'Sub Two Player 2', balance: 250 },
] as const;

/**
 * Seeds agent01's team (agent01's id; the demo password's hash): the accounts, registered 61 to 90
 * days ago, and plans what they did since (seed/timeline.ts runs it in time order): their bets, two
 * deposits and a withdrawal each, and subagent01 sending its member sub01m01 money once.
 */
export function seedDemoTeam(
  db: DatabaseSync,
  tenant: Tenant,
  agentId: number,
  passwordHash: string,
  prng: Prng,
  now: number,
): SeedEvent[] {
  const { code, config } = tenant;
  // Balances and the transfer in the seeds' whole units: a peso or dollar, a thousand dong (seed/unit.ts).
  const unit = seedUnit(tenant);
  const ids = new Map<string, number>([['agent01', agentId]]);
  for (const account of DEMO_TEAM) {
    const id = insertMember(db, {
      merchant: code,
      username: account.username,
      passwordHash,
      type: account.type,
      nickname: account.nickname,
      email: `${account.username}@${code}.example`,
      openingBalance: account.balance * unit,
      uplineId: ids.get(account.upline)!,
      affiliateCode: 'affiliateCode' in account ? account.affiliateCode : null,
      now: now - prng.int(61, 90) * DAY,
    });
    ids.set(account.username, id);
    // Like the demo accounts, they have "used" loopback, so IP verification does not stop a local demo login.
    for (const ip of ['127.0.0.1', '::1']) db.prepare('INSERT INTO member_ips (member_id, ip, first_at) VALUES (?, ?, ?)').run(id, ip, now);
  }
  const team = DEMO_TEAM.map((a) => ({ memberId: ids.get(a.username)!, opening: a.balance * unit }));
  // 30 bets each: a believable history (several hundred bets across the team) at a third of the seed time of 80.
  const events = betEvents(db, tenant, team, prng, now, 30);
  for (const { memberId } of team) events.push(...paymentEvents(db, tenant, memberId, prng, now));
  const sender = ids.get('subagent01')!;
  const sent = now - prng.int(1, 20) * DAY;
  events.push({
    at: sent,
    memberIds: [sender, ids.get('sub01m01')!],
    run: () =>
      transferToMember(db, tenant, findById(db, sender)!, {
        requestId: 'seed-team-transfer',
        to: 'sub01m01',
        amount: (50 * unit) / 10 ** config.currency.decimals,
        now: sent,
      }),
  });
  return events;
}

/** Two credited deposits and, after them, an approved withdrawal of part of them (received), on days of the last 60. */
function paymentEvents(db: DatabaseSync, tenant: Tenant, memberId: number, prng: Prng, now: number): SeedEvent[] {
  const channel = tenant.config.wallet.deposit.channels[0];
  const { withdrawal } = tenant.config.wallet;
  const provider = withdrawal.payoutProviders[0];
  const [first, second, out] = [prng.int(40, 59), prng.int(20, 39), prng.int(2, 19)].map(
    (days) => now - days * DAY - prng.int(0, DAY / 2),
  ) as [number, number, number];
  const events: SeedEvent[] = [];
  let paidIn = 0;
  if (channel) {
    for (const [n, at] of [first, second].entries()) {
      const amount = Math.min(channel.max, channel.min * prng.int(2, 10));
      paidIn += amount;
      // Credited a minute after the order: the money moves then.
      events.push({
        at: at + 60_000,
        memberIds: [memberId],
        run: () => {
          const order = createDeposit(db, tenant, { memberId, requestId: `seed-deposit-${n}`, channelId: channel.id, amount, now: at });
          settleDeposit(db, tenant, order.id, { credit: true }, at + 60_000);
        },
      });
    }
  }
  const amount = Math.min(withdrawal.max, Math.max(withdrawal.min, Math.round((paidIn * prng.int(3, 8)) / 10)));
  if (!provider) return events;
  events.push({
    at: out,
    memberIds: [memberId],
    run: () => {
      if (amount * 10 ** tenant.config.currency.decimals > balanceOf(db, tenant.code, memberId)) return;
      const account = bindPayoutAccount(db, tenant, {
        memberId,
        providerId: provider.id,
        accountName: 'Demo Team',
        accountNumber: `9${String(memberId).padStart(9, '0')}`,
        now: out,
      });
      const order = requestWithdrawal(db, tenant, { memberId, requestId: 'seed-withdrawal', accountId: account.id, amount, now: out });
      settleWithdrawal(db, tenant, order.id, { approve: true }, out + 600_000);
      // The member said it arrived: no receipt of the demo world is left open for the receipt timer.
      confirmReceipt(db, tenant, memberId, order.id, { outcome: 'FULL' }, out + 1_200_000);
    },
  });
  return events;
}

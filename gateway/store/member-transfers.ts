// Money between members along the agent tree: a member (or agent) sends to their upline; an agent
// sends to a direct downline. One journal transaction per request id moves it from one main
// wallet to the other; the receiver is told, once.
import type { DatabaseSync } from 'node:sqlite';
import { exactMinor, formatMinor, fromMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { Refusal } from '../refusal.ts';
import { remainingTurnover } from './bonuses.ts';
import { listingRegister } from './exclusion-registers.ts';
import { balanceOf, post } from './ledger.ts';
import { AGENT_TYPES, findById, findByUsername, findDownlines, type Member, TRIAL_TYPE } from './members.ts';
import { notify } from './messages.ts';
import { breakOf, depositLimitLeft } from './protection.ts';

/** Who a member may send money to, and how they are related. */
export interface TransferTarget {
  member: Member;
  relation: 'UPLINE' | 'DOWNLINE';
}

/** At most this many direct downlines are offered as targets (the agent centre searches the rest). */
const MAX_DOWNLINE_TARGETS = 200;

/** The member's upline, and for an agent its direct downlines (trial accounts are never targets). */
export function transferTargets(db: DatabaseSync, member: Member): TransferTarget[] {
  const upline = member.uplineId === null ? null : findById(db, member.uplineId);
  const targets: TransferTarget[] = upline ? [{ member: upline, relation: 'UPLINE' }] : [];
  if (AGENT_TYPES.includes(member.type)) {
    for (const downline of findDownlines(db, member.id, MAX_DOWNLINE_TARGETS)) targets.push({ member: downline, relation: 'DOWNLINE' });
  }
  return targets;
}

/**
 * The member `toId` as a target of `fromId`, as the members table holds them now: their upline, for
 * an agent a direct downline (never a trial account), or undefined. Read inside the transfer's transaction.
 */
function targetNow(db: DatabaseSync, fromId: number, toId: number): TransferTarget | undefined {
  const [from, to] = [findById(db, fromId), findById(db, toId)];
  if (!from || !to || to.id === from.id || to.merchant !== from.merchant) return undefined;
  if (to.id === from.uplineId) return { member: to, relation: 'UPLINE' };
  if (AGENT_TYPES.includes(from.type) && to.uplineId === from.id && to.type !== TRIAL_TYPE) return { member: to, relation: 'DOWNLINE' };
  return undefined;
}

/**
 * Refuses money to a receiver whose protection shuts deposits (decision 0012): on a time-out or
 * self-excluded, or listed on the jurisdiction's register (transfer.receiver.protected), or whose
 * deposit limits leave less than `amount` (transfer.receiver.limit). The sender is told neither
 * which nor the receiver's figures: they are the receiver's own. Call inside the transfer's transaction.
 */
function refuseProtectedReceiver(db: DatabaseSync, tenant: Tenant, to: Member, amount: number, now: number): void {
  if (breakOf(db, to.id, now) || listingRegister(db, tenant, to))
    throw new Refusal('transfer.receiver.protected', `${to.username} cannot receive money now: their player protection holds it back`);
  const left = depositLimitLeft(db, tenant, to.id, now);
  if (left !== null && amount > left)
    throw new Refusal('transfer.receiver.limit', `this amount would pass a deposit limit ${to.username} has set: send less, or later`);
}

/**
 * Moves `amount` (major units) from the member's main wallet to a target's, once per request id.
 * The target is named by username and must be the upline or, for an agent, a direct downline.
 * While the member's bonuses still need valid bets, nothing goes to another member (as nothing is
 * withdrawn): a bonus passed up the tree would be withdrawn there without its turnover. Nor does
 * anything go to a receiver whose protection shuts deposits. Those checks and who is whose upline
 * are read in the transaction that moves the money, so sends made at once (or from another gateway
 * process) each see the others, and a repeat of an answered request gets its answer.
 */
export function transferToMember(
  db: DatabaseSync,
  tenant: Tenant,
  from: Member,
  request: { requestId: string; to: string; amount: number; now: number },
): { transactionId: number; available: number } {
  const { decimals } = tenant.config.currency;
  const notTarget = () =>
    new Refusal(
      'transfer.target.invalid',
      `${request.to} is not your upline${AGENT_TYPES.includes(from.type) ? ' or one of your downlines' : ''}`,
    );
  const to = findByUsername(db, from.merchant, request.to);
  if (!to) throw notTarget();
  const amount = exactMinor(request.amount, decimals);
  if (amount === undefined || amount <= 0)
    throw new Refusal('wallet.amount.invalid', `the amount must be above 0 with at most ${decimals} decimal places`);
  let target: TransferTarget | undefined;
  const legs = [
    { account: { memberId: from.id }, amount: -amount },
    { account: { memberId: to.id }, amount },
  ];
  return post(
    db,
    {
      merchant: tenant.code,
      requester: `member:${from.id}`,
      requestId: request.requestId,
      kind: 'member.transfer',
      memberId: from.id,
      fingerprint: `member-transfer ${to.id} ${amount}`,
      legs,
      now: request.now,
      allowed: () => {
        target = targetNow(db, from.id, to.id);
        if (!target) throw notTarget();
        const remaining = remainingTurnover(db, from.id);
        if (remaining > 0)
          throw new Refusal('transfer.turnover.unmet', 'place the valid bets your bonuses require before sending money to another member', {
            value: { remaining: fromMinor(remaining, decimals) },
          });
        refuseProtectedReceiver(db, tenant, target.member, amount, request.now);
      },
    },
    (transactionId) => {
      // Written once, with the movement: a repeated request answers this answer and tells nobody again.
      const money = formatMinor(amount, 'en', tenant.config.currency);
      notify(db, {
        memberId: to.id,
        kind: 'transfer.received',
        now: request.now,
        params: { amount: money, from: from.username, relation: target?.relation === 'UPLINE' ? 'DOWNLINE' : 'UPLINE' },
        title: 'Money received',
        body: `${from.username} sent you ${money}: it is in your main wallet.`,
      });
      return { transactionId, available: fromMinor(balanceOf(db, tenant.code, from.id), decimals) };
    },
  );
}

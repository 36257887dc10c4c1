// Agent contracts: the four relays of the specification (GET: an agent's contracts of a kind and
// their settlements; POST: offer, accept, reject, terminate), and the consolidated call a site
// asks under the agent policy: the contract flags and the member's funds over every wallet.
// Rates are percent on the wire and basis points in the store.
import { CONTRACT_CALLS } from '../../contract/contract-calls.ts';
import { memberConsolidated } from '../../contract/generated/calls.ts';
import type { Contract as WireContract, ContractTier } from '../../contract/generated/common.ts';
import { exactMinor, fromMinor } from '../../core/money.ts';
import type { Tenant } from '../context.ts';
import { GatewayError, refuse } from '../http/errors.ts';
import { agentMember, type CallRouter, realMember } from '../http/router.ts';
import { settlementRecords } from '../store/contract-settlement.ts';
import {
  accountsOf,
  answerContract,
  type Contract,
  type ContractKind,
  checkKindEnabled,
  contractById,
  contractDownlines,
  contractOf,
  kindEnabled,
  offerContract,
  pendingRequests,
  type Terms,
  terminateContract,
} from '../store/contracts.ts';
import { AGENT_TYPES, findById } from '../store/members.ts';
import { memberFunds } from '../store/withdrawals.ts';
import { checkPeriod } from './records.ts';
import type { DatabaseSync } from 'node:sqlite';

/** At most this many direct downlines are listed with their contracts. */
const MAX_DOWNLINES = 200;

const percent = (bp: number) => bp / 100;

/** Percent with at most 2 decimals as basis points. */
function basisPoints(rate: number): number {
  const bp = Math.round(rate * 100);
  if (Math.abs(bp - rate * 100) > 1e-6) throw new GatewayError('contract.terms.invalid', 'rates have at most 2 decimals');
  return bp;
}

/** A contract as the wire has it. */
function wire(db: DatabaseSync, tenant: Tenant, c: Contract): WireContract {
  const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
  const tiers = 'tiers' in c.terms ? c.terms.tiers : [];
  const rates = 'tiers' in c.terms ? null : c.terms;
  // An offer names the contract of its kind that accepting it ends, and whether it pays less.
  const replaced = c.status === 'PENDING' ? contractOf(db, c.downlineId, c.kind, 'ACTIVE') : null;
  return {
    id: c.id,
    kind: c.kind,
    status: c.status,
    ...accountsOf(db, c),
    period: c.period,
    tiers: tiers.map((t) => ({ rate: percent(t.rate), activeMembers: t.activeMembers, validBet: major(t.validBet) })),
    winRate: rates ? percent(rates.winRate) : null,
    lossRate: rates ? percent(rates.lossRate) : null,
    topRate: percent(c.topRate),
    offeredAt: c.offeredAt,
    startedAt: c.startedAt,
    endedAt: c.endedAt,
    endReason: c.endReason as WireContract['endReason'],
    terminationAsked: c.terminationAskedAt !== null,
    replacesRate: replaced ? percent(replaced.topRate) : null,
    lowerRate: replaced !== null && c.topRate < replaced.topRate,
  };
}

/** The terms of an offer, in the store's units. */
function termsOf(kind: ContractKind, tenant: Tenant, input: { tiers?: ContractTier[]; winRate?: number; lossRate?: number }): Terms {
  if (kind === 'REALTIME') {
    if (input.winRate === undefined || input.lossRate === undefined)
      throw new GatewayError('contract.terms.invalid', 'a real-time salary has a win rate and a loss rate');
    return { winRate: basisPoints(input.winRate), lossRate: basisPoints(input.lossRate) };
  }
  if (!input.tiers) throw new GatewayError('contract.terms.invalid', 'a contract has 1 to 5 tiers');
  return {
    tiers: input.tiers.map((t) => {
      const validBet = exactMinor(t.validBet, tenant.config.currency.decimals);
      if (validBet === undefined) throw new GatewayError('contract.terms.invalid', "a tier's valid bet has too many decimals");
      return { rate: basisPoints(t.rate), activeMembers: t.activeMembers, validBet };
    }),
  };
}

export function contractRoutes(r: CallRouter): void {
  for (const [kind, { list, act }] of Object.entries(CONTRACT_CALLS) as Array<[ContractKind, (typeof CONTRACT_CALLS)[ContractKind]]>) {
    r.call(list, (ctx) => {
      const agent = agentMember(ctx);
      const { gw, tenant, input } = ctx;
      checkKindEnabled(gw.db, tenant, agent.id, kind);
      checkPeriod(input.startTime, input.endTime);
      const { db } = gw;
      const show = (c: Contract | null) => (c ? wire(db, tenant, c) : null);
      const size = input.pageSize ?? 20;
      const contract = contractOf(db, agent.id, kind, 'ACTIVE');
      // Unasked, the side the agent has: what it receives on its contract, or else what it pays.
      const side = input.side ?? (contract ? 'RECEIVED' : 'PAID');
      const records = settlementRecords(db, {
        memberId: agent.id,
        kind,
        side,
        from: input.startTime,
        to: input.endTime,
        page: input.pageNo ?? 1,
        size,
      });
      const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
      return {
        upline: agent.uplineId === null ? null : (findById(db, agent.uplineId)?.username ?? null),
        contract: show(contract),
        offer: show(contractOf(db, agent.id, kind, 'PENDING')),
        downlines: contractDownlines(db, agent.id, MAX_DOWNLINES).map((d) => ({
          account: d.username,
          nickname: d.nickname,
          contract: show(contractOf(db, d.id, kind, 'ACTIVE')),
          offer: show(contractOf(db, d.id, kind, 'PENDING')),
        })),
        records: {
          side,
          list: records.rows.map((s) => ({
            ...s,
            validBet: major(s.validBet),
            profit: major(s.profit),
            base: major(s.base),
            rate: percent(s.rate),
            amount: major(s.amount),
          })),
          totalPages: Math.ceil(records.total / size),
          totalCount: records.total,
          totalAmount: major(records.amount),
        },
      };
    });

    r.call(act, (ctx) => {
      const agent = agentMember(ctx);
      const { gw, tenant, input } = ctx;
      checkKindEnabled(gw.db, tenant, agent.id, kind);
      const now = gw.clock();
      if (input.action === 'OFFER') {
        if (!input.downline) throw new GatewayError('contract.downline.invalid', 'name the downline to offer the contract to');
        const offer = { kind, downline: input.downline, period: input.period ?? 'MONTHLY', terms: termsOf(kind, tenant, input) };
        return wire(gw.db, tenant, offerContract(gw.db, agent, offer, now));
      }
      // A contract of another kind is not this relay's: nothing is done to it.
      if (input.contractId === undefined || contractById(gw.db, input.contractId)?.kind !== kind)
        throw new GatewayError('contract.not.found', 'no such contract of this kind');
      const done =
        input.action === 'TERMINATE'
          ? terminateContract(gw.db, agent, input.contractId, now)
          : answerContract(gw.db, agent, input.contractId, input.action === 'ACCEPT', now);
      return wire(gw.db, tenant, done);
    });
  }

  r.call(memberConsolidated, (ctx) => {
    // The specification shows it under the agent policy, and never to trial accounts.
    const member = realMember(ctx);
    const { gw, tenant } = ctx;
    if (!tenant.config.whitelabel.AGENTPOLICY3) throw refuse.disabled('the agent policy');
    const flags = AGENT_TYPES.includes(member.type) ? pendingRequests(gw.db, member.id) : null;
    // A kind switched off (for the merchant or this agent) asks nothing, whatever was offered before.
    const flag = (kind: ContractKind) => (flags && kindEnabled(gw.db, tenant, member.id, kind) ? flags[kind] : 0);
    // Every vendor wallet the member used counts, offered or not any more: all of it is theirs.
    const { main, vendors, held } = memberFunds(gw.db, tenant.code, member.id);
    const major = (minor: number) => fromMinor(minor, tenant.config.currency.decimals);
    return {
      divtypereq: flag('DIVIDEND'),
      dailysalreqtype: flag('DAILY'),
      contracthoursalreq: flag('HOURLY'),
      realtimesalreqtype: flag('REALTIME'),
      totalFunds: major(main + vendors + held),
      mainWallet: major(main),
      vendorWallets: major(vendors),
      withdrawalsHeld: major(held),
    };
  });
}

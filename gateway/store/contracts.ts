// Agent contracts (migrations/014_contracts.sql): an upline agent offers a direct sub-agent
// downline a dividend or a daily, hourly or real-time salary contract; the downline accepts or
// rejects it; the downline ends it at once, the upline by a request the downline answers. An
// accepted offer replaces the downline's active contract of its kind in the same transaction.
// Amounts in minor units, rates in basis points. Settlement is in store/contract-settlement.ts.
import type { DatabaseSync } from 'node:sqlite';
import type { ContractKind } from '../../contract/generated/common.ts';
import type { ContractPeriod } from '../../core/contract-periods.ts';
import type { Tenant } from '../context.ts';
import { disabled, Refusal } from '../refusal.ts';
import { agentFlagsOf, CONTRACT_FLAG } from './agent-flags.ts';
import { transaction } from './db.ts';
import { AGENT_TYPES, findById, findByUsername, type Member } from './members.ts';
import { notify } from './messages.ts';

/** The four kinds of contract, as the contract (common.json) names them. */
export type { ContractKind };
export type DividendPeriod = 'DAILY' | 'WEEKLY' | 'SEMIMONTHLY' | 'MONTHLY';

/** A tier: the rate (basis points) when the team's active members and valid bet reach its minimums. */
interface Tier {
  rate: number;
  activeMembers: number;
  validBet: number;
}

/** Tiers for dividends and the daily and hourly salaries; two rates for the real-time salary. */
export type Terms = { tiers: Tier[] } | { winRate: number; lossRate: number };

export interface Contract {
  id: number;
  merchant: string;
  kind: ContractKind;
  uplineId: number;
  downlineId: number;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
  period: ContractPeriod;
  terms: Terms;
  topRate: number;
  offeredAt: number;
  startedAt: number | null;
  endedAt: number | null;
  endReason: string | null;
  terminationAskedAt: number | null;
}

/** At most this many tiers per contract. */
const MAX_TIERS = 5;

/** Whether a kind runs for an agent: the merchant switched it on and the operator not off for them (store/agent-flags.ts). */
export function kindEnabled(db: DatabaseSync, tenant: Tenant, memberId: number, kind: ContractKind): boolean {
  return agentFlagsOf(db, tenant, memberId)[CONTRACT_FLAG[kind]];
}

/** Refuses a kind that does not run for the agent. */
export function checkKindEnabled(db: DatabaseSync, tenant: Tenant, memberId: number, kind: ContractKind): void {
  if (!kindEnabled(db, tenant, memberId, kind)) throw disabled(`${kind.toLowerCase()} contracts`);
}

/** The highest rate of some terms (what "a lower rate" compares). */
function topRateOf(terms: Terms): number {
  return 'tiers' in terms ? Math.max(...terms.tiers.map((t) => t.rate)) : Math.max(terms.winRate, terms.lossRate);
}

const columns = `id, merchant, kind, upline_id AS uplineId, downline_id AS downlineId, status, period, terms, top_rate AS topRate,
  offered_at AS offeredAt, started_at AS startedAt, ended_at AS endedAt, end_reason AS endReason, termination_asked_at AS terminationAskedAt`;

function toContract(row: Record<string, unknown> | undefined): Contract | null {
  return row ? ({ ...row, terms: JSON.parse(row['terms'] as string) } as Contract) : null;
}

export function contractById(db: DatabaseSync, id: number): Contract | null {
  return toContract(db.prepare(`SELECT ${columns} FROM contracts WHERE id = ?`).get(id) as Record<string, unknown> | undefined);
}

/** The downline's contract of a kind in a status (at most one ACTIVE and one PENDING). */
export function contractOf(db: DatabaseSync, downlineId: number, kind: ContractKind, status: 'ACTIVE' | 'PENDING'): Contract | null {
  return toContract(
    db.prepare(`SELECT ${columns} FROM contracts WHERE downline_id = ? AND kind = ? AND status = ?`).get(downlineId, kind, status) as
      | Record<string, unknown>
      | undefined,
  );
}

/** What a downline must answer, per kind: 0 nothing, 1 a new contract offered, 2 a termination asked. */
export function pendingRequests(db: DatabaseSync, downlineId: number): Record<ContractKind, 0 | 1 | 2> {
  const flags: Record<ContractKind, 0 | 1 | 2> = { DIVIDEND: 0, DAILY: 0, HOURLY: 0, REALTIME: 0 };
  const rows = db
    .prepare(
      "SELECT kind, status FROM contracts WHERE downline_id = ? AND (status = 'PENDING' OR (status = 'ACTIVE' AND termination_asked_at IS NOT NULL))",
    )
    .all(downlineId) as Array<{ kind: ContractKind; status: string }>;
  // A new offer is what the modal shows first: it comes before a termination of the same kind.
  for (const row of rows) flags[row.kind] = row.status === 'PENDING' ? 1 : flags[row.kind] || 2;
  return flags;
}

/** The agent's direct agent downlines (those who may take a contract), by account name. */
export function contractDownlines(
  db: DatabaseSync,
  uplineId: number,
  limit: number,
): Array<{ id: number; username: string; nickname: string }> {
  return db
    .prepare(
      `SELECT id, username, nickname FROM members WHERE upline_id = ? AND type IN (${AGENT_TYPES.join(', ')}) ORDER BY username LIMIT ?`,
    )
    .all(uplineId, limit) as Array<{ id: number; username: string; nickname: string }>;
}

export interface Offer {
  kind: ContractKind;
  /** The downline's account name. */
  downline: string;
  /** Dividends only: how often they settle. */
  period: DividendPeriod;
  terms: Terms;
}

/** Checks terms: 1 to 5 tiers (or both real-time rates), rates above 0 and at most 100 %. */
function checkTerms(kind: ContractKind, terms: Terms): void {
  const bad = (why: string) => new Refusal('contract.terms.invalid', why);
  const rateOk = (bp: number) => Number.isSafeInteger(bp) && bp >= 0 && bp <= 10_000;
  if (kind === 'REALTIME') {
    if (!('winRate' in terms)) throw bad('a real-time salary has a win rate and a loss rate');
    if (!rateOk(terms.winRate) || !rateOk(terms.lossRate) || terms.winRate + terms.lossRate === 0)
      throw bad('the rates are from 0 to 100 %, not both 0');
    return;
  }
  if (!('tiers' in terms) || terms.tiers.length < 1 || terms.tiers.length > MAX_TIERS) throw bad(`a contract has 1 to ${MAX_TIERS} tiers`);
  for (const tier of terms.tiers) {
    if (!rateOk(tier.rate) || tier.rate === 0) throw bad('each tier has a rate above 0 and at most 100 %');
    if (!Number.isSafeInteger(tier.validBet) || tier.validBet < 0 || !Number.isSafeInteger(tier.activeMembers) || tier.activeMembers < 0)
      throw bad("a tier's minimums are 0 or more");
  }
}

/** Terms as stored: tiers from the lowest minimums up; salaries count no active members. */
function normalTerms(kind: ContractKind, terms: Terms): Terms {
  if (!('tiers' in terms)) return { winRate: terms.winRate, lossRate: terms.lossRate };
  const tiers = terms.tiers
    .map((t) => ({ rate: t.rate, activeMembers: kind === 'DIVIDEND' ? t.activeMembers : 0, validBet: t.validBet }))
    .sort((a, b) => a.validBet - b.validBet || a.activeMembers - b.activeMembers || a.rate - b.rate);
  return { tiers };
}

/** The downline an upline names: a direct downline who is an agent (a member cannot take a contract). */
function directAgentDownline(db: DatabaseSync, upline: Member, username: string): Member {
  const downline = findByUsername(db, upline.merchant, username);
  if (!downline || downline.uplineId !== upline.id)
    throw new Refusal('contract.downline.invalid', `${username} is not one of your direct downlines`);
  if (!AGENT_TYPES.includes(downline.type))
    throw new Refusal('contract.downline.member', `${username} is a member, not an agent: only agents take contracts`);
  return downline;
}

/** What each side is told, in English for clients that do not know the kind (sites word it from params). */
const TOLD = {
  'contract.offered': ['New contract offer', (c: Names) => `Your upline ${c.upline} offers you a contract: answer it in the agent centre.`],
  'contract.termination': [
    'Contract termination asked',
    (c: Names) => `Your upline ${c.upline} asks to end a contract with you: answer it in the agent centre.`,
  ],
  'contract.accepted': ['Contract accepted', (c: Names) => `${c.downline} accepted your contract offer.`],
  'contract.rejected': ['Contract offer rejected', (c: Names) => `${c.downline} rejected your contract offer.`],
  'contract.ended': ['Contract ended', (c: Names) => `The contract between ${c.upline} and ${c.downline} has ended.`],
} as const;
type Names = { upline: string; downline: string };

/** Tells one side of a contract what happened to it, with what happened (same transaction). */
function tell(db: DatabaseSync, contract: Contract, event: keyof typeof TOLD, to: 'upline' | 'downline', now: number): void {
  const names = accountsOf(db, contract);
  const [title, body] = TOLD[event];
  notify(db, {
    memberId: to === 'upline' ? contract.uplineId : contract.downlineId,
    kind: event,
    now,
    params: { contractId: contract.id, kind: contract.kind, ...names },
    title,
    body: body(names),
  });
}

/** An upline offers a contract; it waits for the downline. One offer of a kind at a time. */
export function offerContract(db: DatabaseSync, upline: Member, offer: Offer, now: number): Contract {
  checkTerms(offer.kind, offer.terms);
  const terms = normalTerms(offer.kind, offer.terms);
  const period: ContractPeriod = offer.kind === 'DIVIDEND' ? offer.period : offer.kind === 'REALTIME' ? 'SLOT5' : offer.kind;
  return transaction(db, () => {
    const downline = directAgentDownline(db, upline, offer.downline);
    if (contractOf(db, downline.id, offer.kind, 'PENDING'))
      throw new Refusal('contract.offer.pending', `an offer to ${downline.username} waits for an answer already`);
    const id = db
      .prepare(
        "INSERT INTO contracts (merchant, kind, upline_id, downline_id, status, period, terms, top_rate, offered_at) VALUES (?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)",
      )
      .run(upline.merchant, offer.kind, upline.id, downline.id, period, JSON.stringify(terms), topRateOf(terms), now).lastInsertRowid;
    const contract = contractById(db, Number(id))!;
    tell(db, contract, 'contract.offered', 'downline', now);
    return contract;
  });
}

/** A contract the member is the downline of, in the state the action needs. */
function ownContract(db: DatabaseSync, member: Member, id: number): Contract {
  const contract = contractById(db, id);
  if (!contract || contract.downlineId !== member.id) throw new Refusal('contract.not.found', 'no such contract of yours');
  return contract;
}

const stateError = () => new Refusal('contract.state.invalid', 'the contract has changed meanwhile: load it again');

/**
 * The downline answers what waits on a contract: a new offer (accepting it ends the active
 * contract of its kind, reason 'replaced', in the same transaction) or the upline's request to
 * end an active one (accepting ends it, reason 'upline'; rejecting keeps it).
 */
export function answerContract(db: DatabaseSync, downline: Member, id: number, accept: boolean, now: number): Contract {
  return transaction(db, () => {
    const contract = ownContract(db, downline, id);
    if (contract.status === 'PENDING') {
      tell(db, contract, accept ? 'contract.accepted' : 'contract.rejected', 'upline', now);
      if (accept) {
        db.prepare(
          "UPDATE contracts SET status = 'TERMINATED', ended_at = ?, end_reason = 'replaced', termination_asked_at = NULL WHERE downline_id = ? AND kind = ? AND status = 'ACTIVE'",
        ).run(now, downline.id, contract.kind);
        db.prepare("UPDATE contracts SET status = 'ACTIVE', started_at = ? WHERE id = ?").run(now, id);
      } else {
        db.prepare("UPDATE contracts SET status = 'REJECTED', ended_at = ?, end_reason = 'rejected' WHERE id = ?").run(now, id);
      }
    } else if (contract.status === 'ACTIVE' && contract.terminationAskedAt !== null) {
      if (accept) {
        endContract(db, id, 'upline', now);
        tell(db, contract, 'contract.ended', 'upline', now);
      } else db.prepare('UPDATE contracts SET termination_asked_at = NULL WHERE id = ?').run(id);
    } else {
      throw stateError();
    }
    return contractById(db, id)!;
  });
}

function endContract(db: DatabaseSync, id: number, reason: 'downline' | 'upline', now: number): void {
  db.prepare("UPDATE contracts SET status = 'TERMINATED', ended_at = ?, end_reason = ?, termination_asked_at = NULL WHERE id = ?").run(
    now,
    reason,
    id,
  );
}

/**
 * Ends an active contract: the downline ends it at once; the upline asks, and the downline
 * answers (answerContract). An upline may also withdraw its pending offer.
 */
export function terminateContract(db: DatabaseSync, member: Member, id: number, now: number): Contract {
  return transaction(db, () => {
    const contract = contractById(db, id);
    if (!contract || (contract.downlineId !== member.id && contract.uplineId !== member.id))
      throw new Refusal('contract.not.found', 'no such contract of yours');
    const byDownline = contract.downlineId === member.id;
    if (contract.status === 'PENDING' && !byDownline) {
      db.prepare("UPDATE contracts SET status = 'TERMINATED', ended_at = ?, end_reason = 'withdrawn' WHERE id = ?").run(now, id);
    } else if (contract.status !== 'ACTIVE') {
      throw stateError();
    } else if (byDownline) {
      endContract(db, id, 'downline', now);
      tell(db, contract, 'contract.ended', 'upline', now);
    } else {
      if (contract.terminationAskedAt !== null)
        throw new Refusal('contract.termination.pending', 'the termination waits for the downline already');
      db.prepare('UPDATE contracts SET termination_asked_at = ? WHERE id = ?').run(now, id);
      tell(db, contract, 'contract.termination', 'downline', now);
    }
    return contractById(db, id)!;
  });
}

/** A direct downline's contracts with its upline that are active or waiting, by downline id (the downline management page). */
export function openContracts(
  db: DatabaseSync,
  uplineId: number,
  downlineIds: readonly number[],
): Map<number, Array<{ kind: ContractKind; status: 'ACTIVE' | 'PENDING' }>> {
  const rows = db
    .prepare(
      `SELECT downline_id AS downlineId, kind, status FROM contracts WHERE upline_id = ? AND status IN ('ACTIVE', 'PENDING')
       AND downline_id IN (SELECT value FROM json_each(?)) ORDER BY kind, status`,
    )
    .all(uplineId, JSON.stringify(downlineIds)) as Array<{ downlineId: number; kind: ContractKind; status: 'ACTIVE' | 'PENDING' }>;
  const found = new Map<number, Array<{ kind: ContractKind; status: 'ACTIVE' | 'PENDING' }>>();
  for (const { downlineId, kind, status } of rows) found.set(downlineId, [...(found.get(downlineId) ?? []), { kind, status }]);
  return found;
}

/** The account names of a contract's two sides, for the wire. */
export function accountsOf(db: DatabaseSync, contract: Contract): { upline: string; downline: string } {
  return { upline: findById(db, contract.uplineId)?.username ?? '', downline: findById(db, contract.downlineId)?.username ?? '' };
}

// The agent centre's server flags (specification section 2): enableCt (dividend contracts),
// salary, hourSalary and agentRealtimeSalary (daily, hourly and real-time salary contracts). The
// merchant's config switches a kind on for all its agents; the operator may switch it off for one
// agent (migrations/034_agent_flags.sql, `npm run gateway -- agent-flags`). Member info tells the
// site (its menu hides what is off) and the contract calls refuse what is off.
import type { DatabaseSync } from 'node:sqlite';
import type { ContractKind } from '../../contract/generated/common.ts';
import type { Tenant } from '../context.ts';

/** The flags in the agent menu's order. */
export const AGENT_FLAGS = ['enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary'] as const;
export type AgentFlag = (typeof AGENT_FLAGS)[number];

/** The flag that switches each contract kind on. */
export const CONTRACT_FLAG: Readonly<Record<ContractKind, AgentFlag>> = {
  DIVIDEND: 'enableCt',
  DAILY: 'salary',
  HOURLY: 'hourSalary',
  REALTIME: 'agentRealtimeSalary',
};

/** Whether a word names a flag. */
export const isAgentFlag = (word: string | undefined): word is AgentFlag => AGENT_FLAGS.includes(word as AgentFlag);

/** An agent's flags: the merchant's, less what the operator switched off for this agent. */
export function agentFlagsOf(db: DatabaseSync, tenant: Tenant, memberId: number): Record<AgentFlag, boolean> {
  const rows = db.prepare('SELECT flag FROM agent_flags_off WHERE member_id = ?').all(memberId) as Array<{ flag: string }>;
  const off = new Set(rows.map((r) => r.flag));
  return Object.fromEntries(AGENT_FLAGS.map((flag) => [flag, tenant.config.features[flag] && !off.has(flag)])) as Record<
    AgentFlag,
    boolean
  >;
}

/** Switches one flag off for an agent, or back to the merchant's. */
export function setAgentFlag(db: DatabaseSync, memberId: number, flag: AgentFlag, on: boolean): void {
  if (on) db.prepare('DELETE FROM agent_flags_off WHERE member_id = ? AND flag = ?').run(memberId, flag);
  else db.prepare('INSERT OR IGNORE INTO agent_flags_off (member_id, flag) VALUES (?, ?)').run(memberId, flag);
}

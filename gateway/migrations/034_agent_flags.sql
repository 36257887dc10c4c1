-- The agent centre's server flags per agent (specification section 2: "Menu items depend
-- on server flags enableCt, salary, hourSalary, agentRealtimeSalary"). The merchant's config says
-- which contract kinds it runs; a row here switches one off for one agent (store/agent-flags.ts),
-- so the agent's menu hides it and its calls refuse it. No row: the merchant's flag stands.
CREATE TABLE agent_flags_off (
  member_id INTEGER NOT NULL REFERENCES members (id),
  flag TEXT NOT NULL CHECK (flag IN ('enableCt', 'salary', 'hourSalary', 'agentRealtimeSalary')),
  PRIMARY KEY (member_id, flag)
);

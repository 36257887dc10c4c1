import { AGENT_TYPES } from '../store/members.ts';
import { AGENT_FLAGS, agentFlagsOf, isAgentFlag, setAgentFlag } from '../store/agent-flags.ts';
import { command, fail, MERCHANT, merchantMember, verbOf } from './shared.ts';

/** agent-flags list / on / off: an agent's contract kinds (the agent centre's menu flags). */
export const agentFlags = command({
  name: 'agent-flags',
  words: '[verb] [username] [flag]',
  options: [MERCHANT],
  usage: `  agent-flags list <username> --merchant X       an agent's menu flags (enableCt, salary, hourSalary, agentRealtimeSalary)
  agent-flags <on|off> <username> <flag> --merchant X   switch a flag off for the agent (its menu hides the item, its calls refuse the kind), or back to the merchant's`,
  async run(cli) {
    const verb = verbOf(cli, ['list', 'on', 'off']);
    const { tenant, db, member } = await merchantMember(cli, cli.target);
    if (!AGENT_TYPES.includes(member.type)) fail(`${member.username} is not an agent`);
    if (verb !== 'list') {
      const flag = cli.positionals[3];
      if (!isAgentFlag(flag)) fail(`name the flag: ${AGENT_FLAGS.join(', ')}`);
      if (verb === 'on' && !tenant.config.features[flag]) fail(`${tenant.code} has ${flag} off in its config: no agent can have it`);
      setAgentFlag(db, member.id, flag, verb === 'on');
    }
    const flags = agentFlagsOf(db, tenant, member.id);
    for (const flag of AGENT_FLAGS) console.log(`${member.username}: ${flag} ${flags[flag] ? 'on' : 'off'}`);
  },
});

// The operator's commands, in the order the help lists them: one module each (gateway/cli/), the
// help text generated from their usage lines.
import { agentFlags } from './agent-flags.ts';
import { announce } from './announce.ts';
import { bonus } from './bonus.ts';
import { contracts } from './contracts.ts';
import { dispute, disputes } from './disputes.ts';
import { feedback } from './feedback.ts';
import { restrictIpCommand, status, unrestrictIpCommand } from './merchant-status.ts';
import { message } from './message.ts';
import { deposit, deposits, withdrawal, withdrawals } from './orders.ts';
import { outbox } from './outbox.ts';
import { play } from './play.ts';
import { profile } from './profile.ts';
import { protection } from './protection.ts';
import { exclusionRegister } from './exclusion-register.ts';
import { promotions } from './promotions.ts';
import { prune } from './prune.ts';
import { raffle } from './raffle.ts';
import { rebate } from './rebate.ts';
import { redemption, redemptions } from './redemptions.ts';
import { referral } from './referral.ts';
import { seed } from './seed.ts';
import { serve } from './serve.ts';
import type { Command } from './shared.ts';
import { tickets } from './tickets.ts';
import { vip } from './vip.ts';

/** help: this text. */
const help: Command = {
  names: ['help'],
  usage: '  help                                           this text',
  run: () => console.log(usage()),
};

/** Every command, in the help's order. */
const COMMANDS: readonly Command[] = [
  serve,
  seed,
  status,
  restrictIpCommand,
  unrestrictIpCommand,
  outbox,
  deposits,
  deposit,
  withdrawals,
  withdrawal,
  disputes,
  dispute,
  redemptions,
  redemption,
  profile,
  protection,
  exclusionRegister,
  play,
  message,
  feedback,
  announce,
  bonus,
  contracts,
  agentFlags,
  tickets,
  raffle,
  promotions,
  vip,
  rebate,
  referral,
  prune,
  help,
];

/** The help text: every command's usage lines under one heading. */
export function usage(): string {
  return `usage: npm run gateway -- [command]\n${COMMANDS.map((c) => c.usage).join('\n')}`;
}

/** The command a name runs, if any. */
export function commandNamed(name: string): Command | undefined {
  return COMMANDS.find((c) => c.names.includes(name));
}

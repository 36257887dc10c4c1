import { openDatabase } from '../store/db.ts';
import { applicationCommand, applicationLines, promotionCommand, promotionLines, promotionUsage } from '../promotions-cli.ts';
import { type Command, merchantCode, settleOrFail, tenantMap } from './shared.ts';

/** promotions / applications: the lists; promotion / application: the operator's changes (gateway/promotions-cli.ts). */
export const promotions: Command = {
  names: ['promotions', 'applications', 'promotion', 'application'],
  usage: promotionUsage,
  async run(cli) {
    const { positionals, arg, target, values, dbPath } = cli;
    const command = positionals[0];
    if (command === 'promotions' || command === 'applications') {
      const merchant = values.merchant === undefined ? undefined : await merchantCode(cli);
      const db = openDatabase(dbPath);
      const lines = command === 'promotions' ? promotionLines(db, await tenantMap(), merchant, Date.now()) : applicationLines(db, merchant);
      console.log(lines.join('\n') || `no ${command === 'promotions' ? 'promotions' : 'applications waiting'}`);
      return;
    }
    const db = openDatabase(dbPath);
    const tenants = command === 'promotion' ? await tenantMap() : new Map();
    // A UsageProblem goes on to gateway/cli.ts (exit 2); a refusal is said with exit 1.
    const out = settleOrFail(() =>
      command === 'promotion'
        ? promotionCommand(db, tenants, arg, { id: target, merchant: values.merchant, flags: values, now: Date.now() })
        : applicationCommand(db, arg, target, values.reason, Date.now()),
    );
    console.log(out);
  },
};

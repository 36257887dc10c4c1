import { openDatabase } from '../store/db.ts';
import { rebateRates, setRebateRate } from '../store/rebates.ts';
import { command, fail, MERCHANT, merchantTenant, settleOrFail, verbOf } from './shared.ts';

/** rebate list / set: the merchant's rebate rate per game type. */
export const rebate = command({
  name: 'rebate',
  words: '[verb] [gameType] [percent]',
  options: [MERCHANT],
  usage: `  rebate list --merchant X                       list the merchant's rebate rate per game type it offers
  rebate set <gameType> <percent> --merchant X   set one (0 to 3, at most 2 decimals: 0.75 is 0.75% of the valid bet)`,
  async run(cli) {
    const { target, positionals, dbPath } = cli;
    const arg = verbOf(cli, ['list', 'set']);
    const tenant = await merchantTenant(cli);
    const db = openDatabase(dbPath);
    if (arg === 'set') {
      const percent = positionals[3]?.replace(/%$/, '');
      if (!target || !percent) fail('rebate set takes a game type and a rate in percent: rebate set LIVE 0.75 --merchant X');
      if (!/^\d+(\.\d{1,2})?$/.test(percent)) fail(`"${positionals[3]}" is not a rate: a percentage with at most 2 decimals, such as 0.75`);
      settleOrFail(() => setRebateRate(db, tenant, target.toUpperCase(), Math.round(Number(percent) * 100)));
    }
    for (const r of rebateRates(db, tenant)) console.log(`${r.gameType.padEnd(10)} ${r.rateBp / 100}%`);
  },
});

import { exactMinor, formatMinor } from '../../core/money.ts';
import { openDatabase } from '../store/db.ts';
import { setVipRank, vipRank, vipRanks } from '../store/vip.ts';
import { command, fail, MERCHANT, merchantTenant, settleOrFail, verbOf } from './shared.ts';

/** vip list / set: the merchant's VIP ranks. */
export const vip = command({
  name: 'vip',
  words: '[verb] [level]',
  options: [
    MERCHANT,
    ['--label <name>', "the rank's name (needed for a new level)"],
    ['--threshold <amount>', 'the total valid bet that reaches it'],
    ['--bonus <amount>', 'the bonus paid on reaching it'],
    ['--turnover <multiple>', 'valid bets needed on that bonus, as a multiple'],
    ['--points-percent <n>', 'extra points in percent'],
    ['--withdrawals <n>', 'extra withdrawals a day'],
  ],
  usage: `  vip list --merchant X                          list the merchant's VIP ranks and what each gives
  vip set <level> --merchant X [--label L] [--threshold N] [--bonus N] [--turnover N] [--points-percent N] [--withdrawals N]
                                                 add or change a rank (amounts in major units; unset options keep the rank's values)`,
  async run(cli) {
    const { target, values, dbPath } = cli;
    const arg = verbOf(cli, ['list', 'set']);
    const { code, config } = await merchantTenant(cli);
    const { currency } = config;
    const db = openDatabase(dbPath);
    if (arg === 'set') {
      const level = Number(target);
      if (!target || !Number.isSafeInteger(level) || level < 0) fail('give the rank level: a whole number from 0');
      const was = vipRank(db, code, level);
      const known = vipRanks(db, code).some((r) => r.level === level);
      if (!known && !values.label) fail(`level ${level} is new: give it a --label`);
      const money = (option: string | undefined, current: number) =>
        option === undefined
          ? current
          : (exactMinor(Number(option), currency.decimals) ?? fail(`"${option}" is not an amount in ${currency.code}`));
      const count = (option: string | undefined, current: number) => (option === undefined ? current : Number(option));
      settleOrFail(() =>
        setVipRank(db, code, {
          level,
          label: values.label ?? was.label,
          threshold: money(values.threshold, was.threshold),
          upgradeBonus: money(values.bonus, was.upgradeBonus),
          turnoverMultiple: count(values.turnover, was.turnoverMultiple),
          pointsBonusPercent: count(values['points-percent'], was.pointsBonusPercent),
          extraWithdrawals: count(values.withdrawals, was.extraWithdrawals),
        }),
      );
    }
    const amount = (minor: number) => formatMinor(minor, 'en', currency);
    for (const r of vipRanks(db, code))
      console.log(
        `${String(r.level).padStart(3)}  ${r.label.padEnd(12)}  from ${amount(r.threshold).padEnd(16)}  bonus ${amount(r.upgradeBonus)} ×${r.turnoverMultiple} turnover  points +${r.pointsBonusPercent}%  withdrawals +${r.extraWithdrawals}/day`,
      );
  },
});

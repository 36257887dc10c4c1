import { openDatabase } from '../store/db.ts';
import { setReferralEnabled } from '../store/referrals.ts';
import { command, fail, MERCHANT, merchantTenant, verbOf } from './shared.ts';

/** referral on / off: the merchant's REFERRAL promotion. */
export const referral = command({
  name: 'referral',
  words: '[on-or-off]',
  options: [MERCHANT],
  usage:
    "  referral <on|off> --merchant X                 run or stop the merchant's REFERRAL promotion (its site's entries, links and shares)",
  async run(cli) {
    const arg = verbOf(cli, ['on', 'off']);
    const { code, config } = await merchantTenant(cli);
    if (!config.features.referral)
      fail(`${code} has no referral feature (features.referral in its config): its site has no referral pages`);
    setReferralEnabled(openDatabase(cli.dbPath), code, arg === 'on');
    console.log(`${code}: the REFERRAL promotion is ${arg}`);
  },
});

import { exactMinor, formatMinor } from '../../core/money.ts';
import { grantBonus, MAX_TURNOVER_MULTIPLE } from '../store/bonuses.ts';
import { refuseOnBreak } from '../store/protection.ts';
import { TRIAL_TYPE } from '../store/members.ts';
import { command, fail, MERCHANT, merchantMember, merchantTenant, settleOrFail } from './shared.ts';

/** bonus grant: a bonus paid to a member, with its turnover requirement, once per request id. */
export const bonus = command({
  name: 'bonus',
  words: '[verb] [username]',
  options: [
    MERCHANT,
    ['--amount <amount>', "the bonus, in the currency's units"],
    ['--turnover <multiple>', 'valid bets needed before a withdrawal, as a multiple of the amount (default 1)'],
    ['--title <text>', 'what the member sees in their bonus details (at most 200 characters)'],
    ['--request-id <id>', 'pays once per id (default a new one)'],
  ],
  usage:
    '  bonus grant <username> --merchant X --amount A [--turnover M] --title "..." [--request-id R]   pay a member a bonus (A in the currency\'s units) that needs M times its amount in valid bets before a withdrawal (default 1); once per request id',
  async run(cli) {
    const { arg, target, values } = cli;
    if (arg !== 'grant' || !target) fail('bonus takes grant <username>');
    const { code, config } = await merchantTenant(cli);
    const { currency } = config;
    const amount = exactMinor(Number(values.amount), currency.decimals);
    if (!values.amount || amount === undefined || amount <= 0)
      fail(`--amount is a positive amount of ${currency.code} with at most ${currency.decimals} decimal places`);
    const multiple = Number(values.turnover ?? 1);
    if (!Number.isInteger(multiple) || multiple < 0 || multiple > MAX_TURNOVER_MULTIPLE)
      fail(`--turnover is a whole number from 0 to ${MAX_TURNOVER_MULTIPLE}: the valid bet required is that many times the amount`);
    const title = values.title?.trim();
    if (!title || title.length > 200)
      fail('bonus grant needs --title "..." (at most 200 characters): the member sees it in their bonus details');
    const { db, member } = await merchantMember(cli, target);
    if (member.type === TRIAL_TYPE) fail(`${target} is a trial account: bonuses are for real members`);
    // A bonus is an inducement to play: none for a member on a time-out or self-exclusion.
    settleOrFail(() => refuseOnBreak(db, member.id, Date.now()));
    const requestId = values['request-id'] ?? crypto.randomUUID();
    const bonusId = settleOrFail(() =>
      grantBonus(
        db,
        {
          merchant: code,
          memberId: member.id,
          amount,
          turnoverMultiple: multiple,
          source: 'operator',
          title,
          requester: 'operator',
          requestId,
          fingerprint: `${member.id} ${amount} ${multiple} ${title}`,
          now: Date.now(),
        },
        ({ bonusId }) => bonusId,
      ),
    );
    console.log(
      `${code}: bonus ${bonusId} paid ${target} ${formatMinor(amount, 'en', currency)}, turnover ${formatMinor(amount * multiple, 'en', currency)} (request ${requestId})`,
    );
  },
});

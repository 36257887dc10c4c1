import { formatMinor } from '../../core/money.ts';
import { Prng } from '../seed/prng.ts';
import { playBets } from '../store/bets.ts';
import { command, fail, MERCHANT, merchantMember } from './shared.ts';

/** play: bets for a member now, balance and records moving together. */
export const play = command({
  name: 'play',
  words: '[username]',
  options: [
    MERCHANT,
    ['--bets <n>', 'how many bets (default 10)'],
    ['--seed <n>', 'a whole number: the same games and outcomes on every run'],
  ],
  usage:
    '  play <username> --merchant X [--bets N] [--seed S]  play N bets (default 10) for a member now: balance and records move together; --seed S (a whole number) repeats the same games and outcomes',
  async run(cli) {
    const { arg, values } = cli;
    if (!arg) fail('give the username of the member who plays');
    const count = Number(values.bets ?? 10);
    if (!Number.isSafeInteger(count) || count < 1 || count > 10_000) fail('--bets is a whole number from 1 to 10000');
    const seed = values.seed === undefined ? undefined : Number(values.seed);
    if (seed !== undefined && (!Number.isSafeInteger(seed) || seed < 0)) fail('--seed is a whole number from 0');
    // A seed makes a test's bets the same on every run (a push, which counts no valid bet, or a VIP rank-up
    // is then decided once, not by chance on each run).
    const random =
      seed === undefined
        ? Math.random
        : (
            (prng) => () =>
              prng.next()
          )(new Prng(seed));
    const { tenant, db, member } = await merchantMember(cli, arg);
    const { played, net, lossLimitReached } = playBets(db, tenant, member.id, count, random, Date.now());
    const money = formatMinor(Math.abs(net), 'en', tenant.config.currency);
    const stopped = lossLimitReached ? ' (a loss limit stopped play)' : played < count ? ' (the wallet ran out)' : '';
    console.log(`${arg} played ${played} of ${count} bets: ${net >= 0 ? 'won' : 'lost'} ${money}${stopped}`);
    if (!played) process.exit(1);
  },
});

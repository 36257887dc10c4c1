import { openDatabase } from '../store/db.ts';
import { drawDueRaffles, openRaffle } from '../store/raffles.ts';
import { AT, command, fail, MERCHANT, merchantFilter, merchantTenant, timeOf } from './shared.ts';

/** raffle open / draw. */
export const raffle = command({
  name: 'raffle',
  words: '[verb]',
  options: [
    MERCHANT,
    ['--title <text>', 'its title (open)'],
    ['--prizes <amounts>', 'the prizes in major units, such as 888,188,88 (open)'],
    ['--entry <amount>', 'the valid bet per entry in major units (open; default 100)'],
    ['--days <n>', 'how long it runs (open; default 7)'],
    AT,
  ],
  usage: `  raffle open --merchant X --title "..." --prizes 888,188,88 [--entry N] [--days D]   open a raffle from now for D days (default 7); prizes and the valid bet per entry (default 100) in major units
  raffle draw [--merchant X] [--at ISO]          draw every raffle whose draw time has come by then (default now), each once`,
  async run(cli) {
    const { arg, values, dbPath } = cli;
    if (arg === 'open') {
      const { code, config } = await merchantTenant(cli);
      const unit = 10 ** config.currency.decimals;
      const title = values.title?.trim() || fail('raffle open needs --title "..."');
      const prizes = (values.prizes ?? '').split(',').map((p) => Math.round(Number(p) * unit));
      if (!prizes.length || prizes.some((p) => !Number.isSafeInteger(p) || p <= 0))
        fail('--prizes is a list of amounts such as 888,188,88');
      const [entry, days] = [Number(values.entry ?? 100), Number(values.days ?? 7)];
      if (!(entry > 0) || !(days > 0)) fail('--entry and --days are above 0');
      const startsAt = Date.now();
      const endsAt = startsAt + Math.round(days * 86_400_000);
      const id = openRaffle(openDatabase(dbPath), {
        merchant: code,
        title,
        startsAt,
        endsAt,
        entryUnit: Math.round(entry * unit),
        turnoverMultiple: 1,
        prizes,
      });
      console.log(`${code}: raffle ${id} open until ${new Date(endsAt).toISOString()}, drawn then`);
    } else if (arg === 'draw') {
      const at = timeOf(values.at);
      const merchant = await merchantFilter(cli);
      const drawn = drawDueRaffles(openDatabase(dbPath), at, merchant);
      if (!drawn.length) console.log(`no raffle due by ${new Date(at).toISOString()}`);
      for (const d of drawn) console.log(`${d.merchant}: raffle ${d.raffleId} drawn, ${d.winners} winner${d.winners === 1 ? '' : 's'}`);
    } else fail('unknown command "raffle"');
  },
});

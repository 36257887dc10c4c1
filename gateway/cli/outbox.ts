import { openDatabase } from '../store/db.ts';
import { listOutbox } from '../store/outbox.ts';
import { command, LIMIT, MERCHANT_FILTER } from './shared.ts';

/** outbox: the SMS codes and mails the gateway "sent". */
export const outbox = command({
  name: 'outbox',
  options: [MERCHANT_FILTER, LIMIT],
  usage: '  outbox [--merchant X] [--limit N]              show recent SMS codes and mails',
  run({ values, dbPath }) {
    const rows = listOutbox(openDatabase(dbPath), Number(values.limit ?? 20), values.merchant);
    if (!rows.length) console.log('the outbox is empty');
    for (const r of rows) console.log(`${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.channel}  ${r.recipient}  ${r.body}`);
  },
});

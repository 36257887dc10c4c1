import { settleContracts } from '../store/contract-settlement.ts';
import { openDatabase } from '../store/db.ts';
import { AT, command, MERCHANT_FILTER, merchantFilter, tenantMap, timeOf, verbOf } from './shared.ts';

/** contracts settle: every contract period closed by then, each once. */
export const contracts = command({
  name: 'contracts',
  words: '[verb]',
  options: [MERCHANT_FILTER, AT],
  usage: '  contracts settle [--merchant X] [--at ISO]     settle every contract period closed by then (default now), each once',
  async run(cli) {
    const { values, dbPath } = cli;
    verbOf(cli, ['settle']);
    const at = timeOf(values.at);
    const merchant = await merchantFilter(cli);
    const { periods, paid } = settleContracts(openDatabase(dbPath), await tenantMap(), at, { merchant });
    console.log(
      `settled ${periods} contract period${periods === 1 ? '' : 's'} closed by ${new Date(at).toISOString()}; paid ${paid} in minor units`,
    );
  },
});

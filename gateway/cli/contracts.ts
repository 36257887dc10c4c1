import { settleContracts } from '../store/contract-settlement.ts';
import { openDatabase } from '../store/db.ts';
import { type Command, fail, merchantCode, timeOf, tenantMap } from './shared.ts';

/** contracts settle: every contract period closed by then, each once. */
export const contracts: Command = {
  names: ['contracts'],
  usage: '  contracts settle [--merchant X] [--at ISO]     settle every contract period closed by then (default now), each once',
  async run(cli) {
    const { arg, values, dbPath } = cli;
    if (arg !== 'settle') fail('contracts takes settle');
    const at = timeOf(values.at);
    const merchant = values.merchant === undefined ? undefined : await merchantCode(cli);
    const { periods, paid } = settleContracts(openDatabase(dbPath), await tenantMap(), at, { merchant });
    console.log(
      `settled ${periods} contract period${periods === 1 ? '' : 's'} closed by ${new Date(at).toISOString()}; paid ${paid} in minor units`,
    );
  },
};

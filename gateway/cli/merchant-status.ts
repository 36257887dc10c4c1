import { restrictIp, setStatus, unrestrictIp, type MerchantStatus } from '../store/merchant-status.ts';
import { openDatabase } from '../store/db.ts';
import { command, fail, MERCHANT, merchantCode } from './shared.ts';

/** status: a merchant's system status (normal, maintenance, restricted). */
export const status = command({
  name: 'status',
  words: '[status]',
  options: [MERCHANT],
  usage: "  status <normal|maintenance|restricted> --merchant X   set a merchant's system status",
  async run(cli) {
    const { arg, dbPath } = cli;
    if (arg !== 'normal' && arg !== 'maintenance' && arg !== 'restricted') fail('status must be normal, maintenance or restricted');
    const code = await merchantCode(cli);
    setStatus(openDatabase(dbPath), code, arg as MerchantStatus);
    console.log(`${code}: ${arg}`);
  },
});

/** restrict-ip: one address region-restricted for a merchant. */
export const restrictIpCommand = command({
  name: 'restrict-ip',
  words: '[ip]',
  options: [MERCHANT],
  usage: '  restrict-ip <ip> --merchant X                  region-restrict one IP for a merchant',
  async run(cli) {
    const { arg, dbPath } = cli;
    if (!arg || !/^[0-9a-fA-F.:]{2,45}$/.test(arg)) fail('give an IP address');
    const code = await merchantCode(cli);
    restrictIp(openDatabase(dbPath), code, arg);
    console.log(`${code}: ${arg} is region-restricted`);
  },
});

/** unrestrict-ip: that restriction lifted. */
export const unrestrictIpCommand = command({
  name: 'unrestrict-ip',
  words: '[ip]',
  options: [MERCHANT],
  usage: '  unrestrict-ip <ip> --merchant X                lift that restriction',
  async run(cli) {
    const { arg, dbPath } = cli;
    if (!arg) fail('give an IP address');
    const code = await merchantCode(cli);
    const lifted = unrestrictIp(openDatabase(dbPath), code, arg);
    console.log(lifted ? `${code}: ${arg} may reach the site again` : `${code}: ${arg} was not restricted`);
  },
});

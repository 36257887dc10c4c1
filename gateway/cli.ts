// Operator commands: `npm run gateway -- <command>`. No command (or `serve`) starts the server.
import { parseArgs } from 'node:util';
import { startGateway, defaultDbPath } from './main.ts';
import { openDatabase, removeDatabase } from './store/db.ts';
import { seed } from './seed/index.ts';
import { listOutbox } from './store/outbox.ts';
import { prune } from './store/prune.ts';
import { restrictIp, setStatus, unrestrictIp, type MerchantStatus } from './store/merchant-status.ts';
import { loadAllTenants } from './tenants.ts';

const usage = `usage: npm run gateway -- [command]
  serve [--fresh]                                start the gateway (default; PORT, GATEWAY_DB); --fresh deletes the database first
  seed                                           seed the demo world (games, demo accounts) if missing
  status <normal|maintenance|restricted> --merchant X   set a merchant's system status
  restrict-ip <ip> --merchant X                  region-restrict one IP for a merchant
  unrestrict-ip <ip> --merchant X                lift that restriction
  outbox [--merchant X] [--limit N]              show recent SMS codes and mails
  prune                                          delete expired sessions, codes, captchas and throttle counts (serve does it every 10 minutes)
  help                                           this text`;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { merchant: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' }, fresh: { type: 'boolean' } } });
const [command = 'serve', arg] = positionals;

function fail(message: string): never {
  console.error(`${message}\n\n${usage}`);
  process.exit(2);
}

async function merchantCode(): Promise<string> {
  const code = values.merchant ?? fail('--merchant is required');
  const known = (await loadAllTenants()).map((t) => t.config.merchantCode);
  if (!known.includes(code)) fail(`unknown merchant "${code}" (known: ${known.join(', ')})`);
  return code;
}

const dbPath = process.env['GATEWAY_DB'] ?? defaultDbPath;
if (values.help || command === 'help') {
  console.log(usage);
} else if (command === 'serve') {
  // A new world on a file the CLI can read beside it (the end-to-end run reads SMS codes this way).
  if (values.fresh) removeDatabase(dbPath);
  const { close } = await startGateway();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void close().then(() => process.exit(0)));
} else if (command === 'seed') {
  const db = openDatabase(dbPath);
  const done = seed(db, (await loadAllTenants()).map((t) => ({ code: t.config.merchantCode, config: t.config, dir: t.dir })), Date.now());
  console.log(`seeded ${done.games} games; merchants: ${done.merchants.join(', ') || 'none new'} (${dbPath})`);
} else if (command === 'status') {
  if (arg !== 'normal' && arg !== 'maintenance' && arg !== 'restricted') fail('status must be normal, maintenance or restricted');
  const code = await merchantCode();
  setStatus(openDatabase(dbPath), code, arg as MerchantStatus);
  console.log(`${code}: ${arg}`);
} else if (command === 'restrict-ip') {
  if (!arg || !/^[0-9a-fA-F.:]{2,45}$/.test(arg)) fail('give an IP address');
  const code = await merchantCode();
  restrictIp(openDatabase(dbPath), code, arg);
  console.log(`${code}: ${arg} is region-restricted`);
} else if (command === 'unrestrict-ip') {
  if (!arg) fail('give an IP address');
  const code = await merchantCode();
  const lifted = unrestrictIp(openDatabase(dbPath), code, arg);
  console.log(lifted ? `${code}: ${arg} may reach the site again` : `${code}: ${arg} was not restricted`);
} else if (command === 'prune') {
  const removed = prune(openDatabase(dbPath), Date.now());
  console.log(Object.entries(removed).map(([table, n]) => `${table} ${n}`).join(', '));
} else if (command === 'outbox') {
  const rows = listOutbox(openDatabase(dbPath), Number(values.limit ?? 20), values.merchant);
  if (!rows.length) console.log('the outbox is empty');
  for (const r of rows) console.log(`${new Date(r.createdAt).toISOString()}  ${r.merchant}  ${r.channel}  ${r.recipient}  ${r.body}`);
} else {
  fail(`unknown command "${command}"`);
}

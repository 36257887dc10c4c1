// Serves built sites from dist/: one merchant at a domain root, or every merchant each on its
// own port (for the end-to-end tests).
//   node scripts/serve.ts --merchant luzon [--port 4321] [--gateway http://127.0.0.1:8787]
//   node scripts/serve.ts --all --base-port 4400
// Bad input (an unknown option, a port that is no port or is taken, a merchant with no built site)
// is one line on stderr and exit code 2, as the site CLI says it; nothing is served.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { liveSites } from './lib/live-sites.ts';
import { createStaticServer, listen } from './lib/static-server.ts';

const USAGE =
  'usage: node scripts/serve.ts [--merchant <code>] [--port <n>] [--dist <folder>] [--gateway <origin>] | --all [--base-port <n>]';

function refuse(message: string): never {
  console.error(`serve: ${message}\n${USAGE}`);
  process.exit(2);
}

const options = {
  merchant: { type: 'string' },
  port: { type: 'string', default: '4321' },
  all: { type: 'boolean' },
  'base-port': { type: 'string', default: '4400' },
  dist: { type: 'string', default: 'dist' },
  gateway: { type: 'string' },
} as const;
let values: ReturnType<typeof parseArgs<{ options: typeof options }>>['values'];
try {
  ({ values } = parseArgs({ options }));
} catch (error) {
  refuse((error as Error).message);
}
const dist = resolve(values.dist);
if (!existsSync(dist)) refuse(`no folder ${dist}: build the sites first (npm run site -- build --all), or name it with --dist`);
const merchants = values.all ? liveSites(dist) : [values.merchant ?? 'luzon'];
if (merchants.length === 0) refuse(`no built sites in ${dist}: build them first (npm run site -- build --all)`);
for (const merchant of merchants)
  if (!existsSync(join(dist, merchant, 'index.html')))
    refuse(
      `no built site for ${merchant} in ${dist} (built: ${liveSites(dist).join(', ') || 'none'}): build it with npm run site -- build ${merchant}`,
    );
const portOption = values.all ? '--base-port' : '--port';
const firstPort = Number(values.all ? values['base-port'] : values.port);
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + merchants.length - 1 > 65535)
  refuse(`${portOption} must be a port number (1 to 65535), not ${JSON.stringify(values.all ? values['base-port'] : values.port)}`);
for (const [i, merchant] of merchants.entries()) {
  const server = await createStaticServer({ root: join(dist, merchant), gateway: values.gateway });
  await listen(server, firstPort + i).catch((error: NodeJS.ErrnoException) =>
    refuse(error.code === 'EADDRINUSE' ? `port ${firstPort + i} is taken: name another with ${portOption}` : error.message),
  );
  console.log(`${merchant}: http://127.0.0.1:${firstPort + i}/`);
}

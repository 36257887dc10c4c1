// Serves built sites from dist/: one merchant at a domain root, or every merchant each on its
// own port (for the end-to-end tests).
//   node scripts/serve.ts --merchant luzon [--port 4321] [--gateway http://127.0.0.1:8787]
//   node scripts/serve.ts --all --base-port 4400
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { liveSites } from './lib/live-sites.ts';
import { createStaticServer, listen } from './lib/static-server.ts';

const { values } = parseArgs({
  options: {
    merchant: { type: 'string' },
    port: { type: 'string', default: '4321' },
    all: { type: 'boolean' },
    'base-port': { type: 'string', default: '4400' },
    dist: { type: 'string', default: 'dist' },
    gateway: { type: 'string' },
  },
});
const dist = resolve(values.dist);
const merchants = values.all ? liveSites(dist) : [values.merchant ?? 'luzon'];
const firstPort = Number(values.all ? values['base-port'] : values.port);
for (const [i, merchant] of merchants.entries()) {
  const server = await createStaticServer({ root: join(dist, merchant), gateway: values.gateway });
  await listen(server, firstPort + i);
  console.log(`${merchant}: http://127.0.0.1:${firstPort + i}/`);
}

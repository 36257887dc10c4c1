// Regenerates what is derived from the schemas and the island registry: `npm run gen`. A unit test
// fails when any of it is stale (tests/config/schema.test.ts, tests/architecture/islands.test.ts).
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateTypes, generatedDir } from './lib/generate-types.ts';
import { configReference, REFERENCE_FILE, withReference } from './lib/config-reference.ts';
import { generateGatewayTypes, gatewayTypesDir } from './lib/generate-gateway-types.ts';
import { CALL_LIST_FILE, gatewayCallList, withCallList } from './lib/gateway-call-list.ts';
import { PAGE_ISLANDS_FILE, pageIslandLoaders } from './lib/page-island-loaders.ts';
import { projectRoot } from '../core/config/paths.ts';

/** Writes a generated folder and removes what is no longer generated there, which the stale-files test would refuse. */
async function writeGenerated(dir: string, files: Record<string, string>): Promise<void> {
  for (const name of await readdir(dir)) if (!Object.hasOwn(files, name)) await rm(join(dir, name));
  for (const [name, source] of Object.entries(files)) await writeFile(join(dir, name), source);
}

await writeGenerated(generatedDir, await generateTypes());
console.log('wrote core/config/generated/ (tenant config types)');
await writeGenerated(gatewayTypesDir, await generateGatewayTypes());
console.log('wrote contract/generated/ (gateway calls)');
const reference = join(projectRoot, REFERENCE_FILE);
await writeFile(reference, withReference(await readFile(reference, 'utf8'), await configReference()));
console.log(`wrote the configuration reference in ${REFERENCE_FILE}`);
const callList = join(projectRoot, CALL_LIST_FILE);
await writeFile(callList, withCallList(await readFile(callList, 'utf8'), gatewayCallList()));
console.log(`wrote the list of gateway calls in ${CALL_LIST_FILE}`);
await writeFile(join(projectRoot, PAGE_ISLANDS_FILE), pageIslandLoaders());
console.log(`wrote the page islands' loaders in ${PAGE_ISLANDS_FILE}`);

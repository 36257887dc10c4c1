// Regenerates what is derived from the schemas: `npm run gen`. A unit test fails when any of
// it is stale (tests/config/schema.test.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateTypes, generatedDir } from './lib/generate-types.ts';
import { configReference, REFERENCE_FILE, withReference } from './lib/config-reference.ts';
import { generateGatewayTypes, gatewayTypesDir } from './lib/generate-gateway-types.ts';
import { CALL_LIST_FILE, gatewayCallList, withCallList } from './lib/gateway-call-list.ts';
import { projectRoot } from '../src/config/paths.ts';

for (const [name, source] of Object.entries(await generateTypes())) {
  await writeFile(join(generatedDir, name), source);
  console.log(`wrote src/config/generated/${name}`);
}
for (const [name, source] of Object.entries(await generateGatewayTypes())) {
  await writeFile(join(gatewayTypesDir, name), source);
}
console.log('wrote src/contract/generated/ (gateway calls)');
const reference = join(projectRoot, REFERENCE_FILE);
await writeFile(reference, withReference(await readFile(reference, 'utf8'), await configReference()));
console.log(`wrote the configuration reference in ${REFERENCE_FILE}`);
const callList = join(projectRoot, CALL_LIST_FILE);
await writeFile(callList, withCallList(await readFile(callList, 'utf8'), await gatewayCallList()));
console.log(`wrote the list of gateway calls in ${CALL_LIST_FILE}`);

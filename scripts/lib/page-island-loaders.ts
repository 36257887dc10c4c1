// Writes src/islands/page-islands.ts from the island registry (src/shared/islands.ts): one loader
// per page island, each a dynamic import of the island's module, so the bundler gives every island
// a chunk of its own and the type checker checks each export the registry names. `npm run gen`
// writes it; tests/architecture/islands.test.ts fails when the file is not what this writes.
import { basename, relative } from 'node:path';
import { ISLANDS, type IslandSpec } from '../../src/shared/islands.ts';

/** The generated file, relative to the project's root (the budget script and message-scopes.ts name it too). */
export const PAGE_ISLANDS_FILE = 'src/islands/page-islands.ts';

const HEADER = `// Written by \`npm run gen\` from ISLANDS in src/shared/islands.ts (scripts/lib/page-island-loaders.ts):
// do not edit. Each page island's loader imports its module (a chunk of its own), awaits what the
// module prepares from the mount, and gives its component. main.tsx mounts one wherever the page has
// its [data-island="<name>"] element; the component gets that element to read its data-* attributes.
import type { ComponentType } from 'react';
import type { PageIslandName } from '../shared/islands.ts';

export type PageIsland = ComponentType<{ element: HTMLElement }>;

/** Loads an island's component (and whatever it needs first): one loader for each page island, and no other (the type says so). */
export const PAGE_ISLANDS: { readonly [N in PageIslandName]: (element: HTMLElement) => Promise<PageIsland> } = {
`;

/** An object key as the formatter writes it: bare when it is an identifier. */
export const objectKey = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The loader of one page island. */
function loader(name: string, island: Extract<IslandSpec, { by: 'page' }>): string {
  const specifier = `./${relative('src/islands', island.module)}`;
  const component = island.component ?? basename(island.module).replace(/\.[^.]+$/, '');
  const prepared = island.prepare ? `m.${island.prepare}(element).then(() => m.${component})` : `m.${component}`;
  return `  ${objectKey(name)}: (${island.prepare ? 'element' : ''}) => import('${specifier}').then((m) => ${prepared}),\n`;
}

/** The text of src/islands/page-islands.ts for a registry (the project's, unless a test gives another). */
export function pageIslandLoaders(islands: Readonly<Record<string, IslandSpec>> = ISLANDS): string {
  const loaders = Object.entries(islands).flatMap(([name, island]) => (island.by === 'page' ? [loader(name, island)] : []));
  return `${HEADER}${loaders.join('')}};\n`;
}

// Scaffolds a page island as docs/guides/adding-an-island.md lists the steps: the component's
// module, its entry in ISLANDS (src/shared/islands.ts), the loaders `npm run gen` writes from it,
// its first message in every catalogue, and a unit test beside it that renders it. What it cannot
// know (which page mounts the island, what it does) is left to the engineer, and said.
import { posix } from 'node:path';
import { ISLANDS, type IslandSpec } from '../../src/shared/islands.ts';
import { CATALOGUE_CODES, cataloguePath, withMessages } from './catalogues.ts';
import { objectKey, PAGE_ISLANDS_FILE, pageIslandLoaders } from './page-island-loaders.ts';

const REGISTRY_FILE = 'src/shared/islands.ts';

/** The files a scaffold reads and writes, by path from the project's root (the disk, or a test's copy of it). */
export interface ProjectFiles {
  read(path: string): string | undefined;
  write(path: string, text: string): void;
}

export interface NewIsland {
  /** The component's name, PascalCase: its module is `<Component>.tsx`. */
  component: string;
  /** The folder under src/islands/ (`member`, `wallet`, ...); none for src/islands/ itself. */
  dir?: string | undefined;
  /** The island's name in ISLANDS and data-island; the component's name in kebab case unless given. */
  island?: string | undefined;
  /** When it starts (src/shared/islands.ts). */
  start: 'load' | 'app' | 'request';
  /** Its heading in each catalogue's language. */
  title: Readonly<Record<(typeof CATALOGUE_CODES)[number], string>>;
}

/** A scaffold that cannot be made as asked: the message says what to change. */
export class ScaffoldError extends Error {}

const kebab = (name: string) => name.replace(/(?<=[a-z0-9])([A-Z])/g, '-$1').toLowerCase();

/** The component's module: it renders its heading from the catalogue; its mount's data-* attributes carry what the build knew. */
function componentSource(component: string, island: string, key: string, depth: number): string {
  const up = '../'.repeat(depth);
  return `// The ${island} island (src/shared/islands.ts): what the page's static content becomes once it starts.
import { t } from '${up}client/t.ts';

/** The island, given its mount (the element whose data-* attributes carry what the build knew). */
export function ${component}(_props: { element: HTMLElement }) {
  return (
    <section className="${island}">
      <h2>{t('${key}')}</h2>
    </section>
  );
}
`;
}

/** Its unit test: renders the component on the server, with the catalogue's keys as its texts. */
function testSource(component: string, key: string, depth: number): string {
  const up = '../'.repeat(depth);
  return `import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ${component} } from './${component}.tsx';

vi.mock('${up}client/t.ts', () => ({ t: (key: string) => key }));

describe('${component}', () => {
  it('shows its heading', () => {
    const html = renderToStaticMarkup(createElement(${component}, { element: {} as HTMLElement }));
    expect(html).toContain('<h2>${key}</h2>');
  });
});
`;
}

/** ISLANDS' text with the new page island after the last page island. */
function withEntry(registry: string, island: string, spec: IslandSpec & { by: 'page' }): string {
  const pageEntries = [...registry.matchAll(/^ {2}[\w'-]+: \{ by: 'page',.*\n/gm)];
  const last = pageEntries.at(-1);
  if (!last) throw new ScaffoldError(`${REGISTRY_FILE}: no page island in ISLANDS to add the new one after`);
  const at = last.index + last[0].length;
  const entry = `  ${objectKey(island)}: { by: 'page', module: '${spec.module}', start: '${spec.start}' },\n`;
  return registry.slice(0, at) + entry + registry.slice(at);
}

/**
 * Writes a new page island's files and entries; returns the paths it wrote. `islands` is the
 * registry as it stands (the project's unless a test gives another).
 * @example scaffoldIsland({ component: 'Jackpots', dir: 'games', start: 'app', title: { EN: 'Jackpots', TY: 'Mga jackpot', VI: 'Hũ thưởng' } }, files)
 */
export function scaffoldIsland(options: NewIsland, files: ProjectFiles, islands: Readonly<Record<string, IslandSpec>> = ISLANDS): string[] {
  const { component, dir, start, title } = options;
  if (!/^[A-Z][A-Za-z0-9]*$/.test(component)) throw new ScaffoldError(`"${component}": a component's name is PascalCase, e.g. MyPart`);
  if (dir !== undefined && !/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/.test(dir))
    throw new ScaffoldError(`--dir "${dir}": a folder under src/islands/ in lower case, e.g. member`);
  const island = options.island ?? kebab(component);
  if (!/^[A-Za-z][\w-]*$/.test(island)) throw new ScaffoldError(`--island "${island}": letters, digits, - and _ only`);
  if (Object.hasOwn(islands, island))
    throw new ScaffoldError(`${REGISTRY_FILE}: ISLANDS already has "${island}"; give another with --island`);
  const module = posix.join('src/islands', dir ?? '', `${component}.tsx`);
  if (files.read(module) !== undefined) throw new ScaffoldError(`${module} exists already`);
  for (const code of CATALOGUE_CODES)
    if (!title[code]?.trim())
      throw new ScaffoldError(`no ${code} title: every catalogue needs the island's heading (--title-${code.toLowerCase()})`);
  const key = `island.${component[0]!.toLowerCase()}${component.slice(1)}.title`;

  const spec = { by: 'page', module, start } as const;
  const depth = module.split('/').length - 2;
  const written: Record<string, string> = {
    [module]: componentSource(component, island, key, depth),
    [module.replace(/\.tsx$/, '.test.ts')]: testSource(component, key, depth),
    [REGISTRY_FILE]: withEntry(files.read(REGISTRY_FILE) ?? '', island, spec),
    [PAGE_ISLANDS_FILE]: pageIslandLoaders({ ...islands, [island]: spec }),
  };
  for (const code of CATALOGUE_CODES) {
    const catalogue = files.read(cataloguePath(code)) ?? '{}';
    if (key in JSON.parse(catalogue)) throw new ScaffoldError(`${cataloguePath(code)} has "${key}" already`);
    written[cataloguePath(code)] = withMessages(catalogue, { [key]: title[code] });
  }
  for (const [path, text] of Object.entries(written)) files.write(path, text);
  return Object.keys(written);
}

// The folders' rules (docs/architecture.md, "The layers' rules"), checked over the import graph of src/, gateway/
// and scripts/: each import of each source file is resolved and judged. Test files are not judged.
import { describe, expect, it } from 'vitest';
import { type Import, importsOf, readSource, sourceFiles } from '../../src/build-time/source-graph.ts';

interface Rule {
  /** What the rule protects, as a failure names it. */
  why: string;
  from: RegExp;
  to: RegExp;
  /** `import type` passes: types cost nothing at run time. */
  typesAllowed: boolean;
}

const browserCode = /^src\/(client|stores|api|shared)\//;
const RULES: Rule[] = [
  // The star: src/contract (call schemas, generated types, validators) is the centre that the site,
  // the build and the reference gateway share; none of those three reaches into another.
  {
    why: 'the contract imports nothing of the site, the build or the gateway',
    from: /^src\/contract\//,
    to: /^(src\/(?!contract\/|config\/paths\.ts$)|gateway\/|scripts\/)/,
    typesAllowed: false,
  },
  {
    why: 'the reference gateway takes from src/ only the contract, the tenant config and shared code',
    from: /^gateway\//,
    to: /^(src\/(?!contract\/|config\/|shared\/)|scripts\/)/,
    typesAllowed: false,
  },
  { why: 'the site does not import the build or the reference gateway', from: /^src\//, to: /^(gateway|scripts)\//, typesAllowed: false },
  // The build starts the reference gateway in-process (--reference-gateway) through its entry points.
  {
    why: 'the build uses the reference gateway only through its server and database entry points',
    from: /^scripts\//,
    to: /^gateway\/(?!server\.ts$|store\/db\.ts$)/,
    typesAllowed: false,
  },
  {
    why: 'browser code never loads the Node-only contract modules (schema files, ajv)',
    from: /^src\/(islands|client|stores|api|shared)\//,
    to: /^src\/contract\/(schemas|validate)\.ts$/,
    typesAllowed: true,
  },
  {
    why: 'islands are React components: they reach the gateway through store actions, never src/api/',
    from: /^src\/islands\//,
    to: /^src\/api\//,
    typesAllowed: true,
  },
  {
    why: 'islands reach the gateway through store actions, never through the client factory',
    from: /^src\/islands\//,
    to: /^src\/stores\/(lazy-)?gateway\.ts$/,
    typesAllowed: true,
  },
  // boot.ts loads the islands' entry on demand: the one way down into them.
  { why: 'nothing below the islands depends on them', from: browserCode, to: /^src\/islands\/(?!main\.tsx$)/, typesAllowed: false },
  {
    why: 'src/client, src/stores, src/api and src/shared are plain TypeScript, without React',
    from: browserCode,
    to: /^(react|react-dom|@nanostores\/react)(\/|$)/,
    typesAllowed: false,
  },
  {
    why: 'src/shared runs in the browser and in Node: no browser-only modules, no Node built-ins',
    from: /^src\/shared\//,
    to: /^(src\/(client|stores|api)\/|node:)/,
    typesAllowed: true,
  },
  { why: 'src/api is the network layer: it does not know the stores', from: /^src\/api\//, to: /^src\/stores\//, typesAllowed: false },
  { why: 'only src/api talks to the network', from: /^src\/(islands|stores|client|shared)\//, to: /^ky(\/|$)/, typesAllowed: true },
];

/** Each import that breaks a rule, as `file → target: why`. */
function violations(imports: readonly Import[]): string[] {
  return imports.flatMap((imp) =>
    RULES.filter((rule) => rule.from.test(imp.file) && rule.to.test(imp.target) && !(rule.typesAllowed && imp.typeOnly)).map(
      (rule) => `${imp.file} → ${imp.target}: ${rule.why}`,
    ),
  );
}

/**
 * Each cycle among the project's own files, as the files on it joined by ` → ` and back to the first.
 * Imports of types count too: a type-only cycle costs nothing at run time, but two modules that each
 * need the other to be read are one concern split in two, and the shared type belongs somewhere else.
 */
function cycles(imports: readonly Import[]): string[] {
  const next = new Map<string, string[]>();
  for (const { file } of imports) next.set(file, []);
  for (const imp of imports) if (next.has(imp.target)) next.get(imp.file)!.push(imp.target);
  const found: string[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  // Depth first; a step back onto the current path closes a cycle. Every file is finished once.
  const visit = (file: string) => {
    path.push(file);
    for (const target of next.get(file)!) {
      const at = path.indexOf(target);
      if (at >= 0) found.push([...path.slice(at), target].join(' → '));
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of [...next.keys()].sort()) if (!done.has(file)) visit(file);
  return found;
}

const graph = () =>
  ['core', 'contract', 'src', 'gateway', 'scripts'].flatMap(sourceFiles).flatMap((file) => importsOf(file, readSource(file)));

describe('the import graph', () => {
  it('keeps every folder to its meaning', () => {
    expect(violations(graph())).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cycles(graph())).toEqual([]);
  });

  it('finds a cycle, through a dynamic import, a re-export or a type', () => {
    const imports = [
      ...importsOf('src/islands/A.tsx', "import { b } from './B.tsx';"),
      ...importsOf('src/islands/B.tsx', "const c = await import('./c/C.tsx');"),
      ...importsOf('src/islands/c/C.tsx', "export { a } from '../A.tsx';"),
      ...importsOf('src/islands/D.tsx', "import { a } from './A.tsx';"),
      ...importsOf('src/islands/E.tsx', "import type { D } from './D.tsx';"),
      ...importsOf('src/islands/D.tsx', "import { e } from './E.tsx';"),
    ];
    expect(cycles(imports)).toEqual([
      'src/islands/A.tsx → src/islands/B.tsx → src/islands/c/C.tsx → src/islands/A.tsx',
      'src/islands/D.tsx → src/islands/E.tsx → src/islands/D.tsx',
    ]);
  });

  it('fails on a wrong import', () => {
    const wrong = [
      ...importsOf('src/islands/X.tsx', "import { gateway } from '../api/client.ts';"),
      ...importsOf('src/stores/x.ts', "import { errorText } from '../islands/error-text.ts';"),
      ...importsOf('src/client/x.ts', "import { useState } from 'react';"),
      ...importsOf('src/shared/x.ts', "import { readFile } from 'node:fs';\nconst m = await import('../client/t.ts');"),
      ...importsOf('src/api/x.ts', "export { $session } from '../stores/session.ts';"),
      ...importsOf('src/stores/y.ts', "import ky from 'ky';"),
      ...importsOf('gateway/routes/x.ts', "import { t } from '../../src/client/t.ts';"),
      ...importsOf('scripts/lib/x.ts', "import { callSchemas } from '../../gateway/http/router.ts';"),
      ...importsOf('src/contract/x.ts', "import type { Tenant } from '../../gateway/context.ts';"),
    ];
    expect(violations(wrong)).toHaveLength(11);
    expect(
      violations(
        importsOf(
          'src/islands/Y.tsx',
          "import type { Game } from '../contract/generated/common.ts';\nimport { $session } from '../stores/session.ts';",
        ),
      ),
    ).toEqual([]);
  });
});

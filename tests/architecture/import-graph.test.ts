// The folders' rules (docs/architecture.md, "The layers' rules"), checked over the import graph of core/, contract/,
// src/, gateway/ and scripts/: each import of each file is resolved and judged, the .astro components and the tests
// beside the code included (tests/ itself aside). Beside the imports, the site's code outside src/api/ is read for
// network calls.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';
import { type Import, importsOf, readSource, sourceFiles } from '../../src/build-time/source-graph.ts';

interface Rule {
  /** What the rule protects, as a failure names it. */
  why: string;
  from: RegExp;
  to: RegExp;
  /** `import type` passes: types cost nothing at run time. */
  typesAllowed: boolean;
  /** The files the rule names (its targets or its exceptions): each must exist, or the rule guards nothing. */
  names?: readonly string[];
}

/** A pattern matching exactly these paths, each without `prefix` (which they all start with). */
const oneOf = (paths: readonly string[], prefix = '') =>
  paths.map((path) => path.slice(prefix.length).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|');

/**
 * The layers, each with the layers it may import (itself included). core/ is the isomorphic centre (money,
 * periods, patterns, payload crypto, the tenant config's types and loader), contract/ the gateway calls' specs,
 * types and validation; the site (src/) and the reference gateway (gateway/) stand side by side on both and never
 * reach into each other; the build scripts may use all. No source file imports tests/.
 */
const LAYERS: Record<string, readonly string[]> = {
  core: ['core'],
  contract: ['core', 'contract'],
  src: ['core', 'contract', 'src'],
  gateway: ['core', 'contract', 'gateway'],
  scripts: ['core', 'contract', 'src', 'gateway', 'scripts'],
};
const layerRules: Rule[] = Object.entries(LAYERS).map(([layer, allowed]) => {
  const barred = [...Object.keys(LAYERS), 'tests'].filter((other) => !allowed.includes(other));
  return {
    why: `${layer}/ imports only ${allowed.map((other) => `${other}/`).join(', ')}`,
    from: new RegExp(`^${layer}/`),
    // A path that climbs out of the project (../) is barred too: nothing outside it ships.
    to: new RegExp(`^((${barred.join('|')})/|\\.\\./)`),
    typesAllowed: false,
  };
});

const browserCode = /^src\/(client|stores|api|shared)\//;
/** The reference gateway's entry points, the build's only way in (it starts the gateway in-process: --reference-gateway). */
const GATEWAY_ENTRIES = ['gateway/server.ts', 'gateway/store/db.ts'];
/** Node-only modules browser code never loads: the contract's schema files and ajv, the config loader; core/node/ as a whole. */
const NODE_ONLY = [
  'contract/schemas.ts',
  'contract/validate.ts',
  ...['load', 'paths', 'schema', 'validate-schema', 'json-source', 'semantic'].map((name) => `core/config/${name}.ts`),
];
/**
 * The ways down into the islands: boot.ts loads their entry on demand, and modal-frame.ts the two modals a cold
 * page opens beside it (fetched on the press, in parallel with React: decision 0023, docs/decisions/0023-dialog-frame-first.md).
 */
const ISLAND_ENTRIES = ['src/islands/main.tsx', 'src/islands/modals/LoginModal.tsx', 'src/islands/modals/RegisterModal.tsx'];

const RULES: Rule[] = [
  ...layerRules,
  {
    why: 'the build uses the reference gateway only through its server and database entry points',
    from: /^scripts\//,
    to: new RegExp(`^gateway/(?!(${oneOf(GATEWAY_ENTRIES, 'gateway/')})$)`),
    typesAllowed: false,
    names: GATEWAY_ENTRIES,
  },
  {
    why: 'browser code never loads the Node-only modules: the contract schema files and ajv, the config loader, core/node/',
    from: /^src\/(islands|client|stores|api|shared)\//,
    to: new RegExp(`^(${oneOf(NODE_ONLY)}|core/node/.*)$`),
    typesAllowed: true,
    names: NODE_ONLY,
  },
  {
    why: 'core/ outside core/config/ and core/node/ runs in the browser and in Node: no Node built-ins',
    from: /^core\/(?!config\/|node\/)/,
    to: /^node:/,
    typesAllowed: true,
  },
  {
    why: 'islands are React components: they reach the gateway through store actions, never src/api/',
    from: /^src\/islands\//,
    to: /^src\/api\//,
    typesAllowed: true,
  },
  {
    why: 'nothing below the islands depends on them',
    from: browserCode,
    to: new RegExp(`^src/islands/(?!(${oneOf(ISLAND_ENTRIES, 'src/islands/')})$)`),
    typesAllowed: false,
    names: ISLAND_ENTRIES,
  },
  {
    why: 'core/, contract/, src/client, src/stores, src/api and src/shared are plain TypeScript, without React',
    from: /^(core|contract|src\/(client|stores|api|shared))\//,
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
  {
    why: 'only src/api talks to the network',
    from: /^(core|contract)\/|^src\/(?!api\/)/,
    to: /^ky(\/|$)/,
    typesAllowed: true,
  },
];

/** Each file a rule names that does not exist, as `path: why`: a guard for a file that is gone guards nothing. */
function staleNames(rules: readonly Rule[], exists: (path: string) => boolean = (path) => existsSync(join(projectRoot, path))): string[] {
  return rules.flatMap((rule) => (rule.names ?? []).filter((path) => !exists(path)).map((path) => `${path}: ${rule.why}`));
}

/** The code of a file: of an .astro component, its frontmatter and its <script>s (not its markup). */
function codeOf(file: string, source: string): string {
  if (!file.endsWith('.astro')) return source;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n;\n');
}

/** What may be put before a global's name: it is still that global. */
const GLOBAL_OBJECT = /^(window|globalThis|self)\./;

/**
 * Each network call in a file's code (its comments and strings aside), as `file: call`: fetch(), navigator.sendBeacon(),
 * new XMLHttpRequest, WebSocket or EventSource. (ky is an import, judged with the imports.)
 */
function networkCalls(file: string, source: string): string[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, codeOf(file, source), ts.ScriptTarget.Latest, false, kind);
  const nameOf = (e: ts.Expression): string =>
    ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? `${nameOf(e.expression)}.${e.name.text}` : '';
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const called = ts.isCallExpression(node) ? nameOf(node.expression).replace(GLOBAL_OBJECT, '') : '';
    if (called === 'fetch' || called === 'navigator.sendBeacon') found.push(`${file}: ${called}()`);
    const made = ts.isNewExpression(node) ? nameOf(node.expression).replace(GLOBAL_OBJECT, '') : '';
    if (['XMLHttpRequest', 'WebSocket', 'EventSource'].includes(made)) found.push(`${file}: new ${made}`);
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

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

/** Every file of the layers: .ts, .tsx and .astro, the tests beside the code included. */
const files = () => ['core', 'contract', 'src', 'gateway', 'scripts'].flatMap((dir) => sourceFiles(dir, { all: true }));
const graph = () => files().flatMap((file) => importsOf(file, readSource(file)));

describe('the import graph', () => {
  it('keeps every folder to its meaning', () => {
    expect(violations(graph())).toEqual([]);
  });

  it('has no import cycles', () => {
    expect(cycles(graph())).toEqual([]);
  });

  it('reads the .astro components and the tests beside the code', () => {
    const judged = new Set(graph().map((imp) => imp.file));
    expect(judged).toContain('src/components/layout/IslandMount.astro');
    expect(judged).toContain('src/client/import-with-retry.test.ts');
  });

  it('has no network call in src/ outside src/api/', () => {
    const site = files().filter((file) => file.startsWith('src/') && !file.startsWith('src/api/'));
    expect(site.flatMap((file) => networkCalls(file, readSource(file)))).toEqual([]);
  });

  it('names only files that exist in its rules', () => {
    expect(staleNames(RULES)).toEqual([]);
  });

  it('fails on a guard for a file that no longer exists', () => {
    const gone = { why: 'islands take the gateway client from src/api/', from: /^src\/islands\//, to: /^src\/stores\/gateway\.ts$/ };
    expect(staleNames([{ ...gone, typesAllowed: true, names: ['src/stores/gateway.ts'] }, ...RULES])).toEqual([
      'src/stores/gateway.ts: islands take the gateway client from src/api/',
    ]);
  });

  it('fails on a network call outside src/api/, in code but not in comments or strings', () => {
    const found = [
      ['src/client/x.ts', "// fetch(url) here would be wrong\nawait fetch('/wps/x');\nconst sw = `fetch(request)`;"],
      ['src/stores/y.ts', 'navigator.sendBeacon(url, body);\nconst socket = new window.WebSocket(url);'],
      ['src/islands/Z.tsx', 'const events = new EventSource(url);\nconst xhr = new XMLHttpRequest();\nglobalThis.fetch(url);'],
      ['src/components/W.astro', '---\nconst data = await fetch(url);\n---\n<p>fetch(url) in text</p>\n<script>\n  fetch(url);\n</script>'],
    ].flatMap(([file, source]) => networkCalls(file!, source!));
    expect(found).toEqual([
      'src/client/x.ts: fetch()',
      'src/stores/y.ts: navigator.sendBeacon()',
      'src/stores/y.ts: new WebSocket',
      'src/islands/Z.tsx: new EventSource',
      'src/islands/Z.tsx: new XMLHttpRequest',
      'src/islands/Z.tsx: fetch()',
      'src/components/W.astro: fetch()',
      'src/components/W.astro: fetch()',
    ]);
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

  it('fails on a wrong import, in a .ts or an .astro file', () => {
    const wrong = [
      ...importsOf('src/islands/X.tsx', "import { gateway } from '../api/gateway-client.ts';"),
      ...importsOf('src/stores/x.ts', "import { errorText } from '../islands/error-text.ts';"),
      ...importsOf('src/client/x.ts', "import { useState } from 'react';"),
      ...importsOf('src/shared/x.ts', "import { readFile } from 'node:fs';\nconst m = await import('../client/t.ts');"),
      ...importsOf('src/api/x.ts', "export { $session } from '../stores/session.ts';"),
      ...importsOf('src/stores/y.ts', "import ky from 'ky';"),
      ...importsOf('gateway/routes/x.ts', "import { t } from '../../src/client/t.ts';"),
      ...importsOf('gateway/store/y.ts', "import type { IslandName } from '../../src/shared/islands.ts';"),
      ...importsOf('gateway/x.ts', "import { Harness } from '../tests/gateway/harness.ts';"),
      ...importsOf('scripts/lib/x.ts', "import { callSchemas } from '../../gateway/http/router.ts';"),
      ...importsOf('contract/x.ts', "import type { Tenant } from '../gateway/context.ts';"),
      ...importsOf('core/x.ts', "import { callSpec } from '../contract/call-spec.ts';\nimport { readFile } from 'node:fs';"),
      ...importsOf('core/y.ts', "import { x } from '../../outside.ts';"),
      ...importsOf('core/config/x.ts', "import { readFile } from 'node:fs';\nimport { formatMoney } from '../money.ts';"),
      ...importsOf('src/islands/Z.tsx', "import { check } from '../../contract/validate.ts';"),
      ...importsOf('src/x.ts', "import { startServer } from '../gateway/server.ts';"),
      ...importsOf('src/components/X.astro', "---\nimport { openDatabase } from '../../gateway/store/db.ts';\n---\n<p>x</p>"),
      ...importsOf('src/components/Y.astro', "---\nimport Y from './Y.tsx';\n---\n<script>\n  import ky from 'ky';\n</script>"),
    ];
    expect(violations(wrong).map((v) => v.slice(0, v.indexOf(': ')))).toEqual([
      'src/islands/X.tsx → src/api/gateway-client.ts',
      'src/stores/x.ts → src/islands/error-text.ts',
      'src/client/x.ts → react',
      'src/shared/x.ts → node:fs',
      'src/shared/x.ts → src/client/t.ts',
      'src/api/x.ts → src/stores/session.ts',
      'src/stores/y.ts → ky',
      'gateway/routes/x.ts → src/client/t.ts',
      'gateway/store/y.ts → src/shared/islands.ts',
      'gateway/x.ts → tests/gateway/harness.ts',
      'scripts/lib/x.ts → gateway/http/router.ts',
      'contract/x.ts → gateway/context.ts',
      'core/x.ts → contract/call-spec.ts',
      'core/x.ts → node:fs',
      'core/y.ts → ../outside.ts',
      'src/islands/Z.tsx → contract/validate.ts',
      'src/x.ts → gateway/server.ts',
      'src/components/X.astro → gateway/store/db.ts',
      'src/components/Y.astro → ky',
    ]);
    expect(
      violations(
        importsOf(
          'src/islands/Y.tsx',
          [
            "import type { Game } from '../../contract/generated/common.ts';",
            "import type { LoadedTenant } from '../../core/config/load.ts';",
            "import { formatMoney } from '../../core/money.ts';",
            "import { $session } from '../stores/session.ts';",
          ].join('\n'),
        ),
      ),
    ).toEqual([]);
  });
});

// The island guide followed for real: the scaffold runs on a copy of the files it changes (kept in
// memory, over the project's own), and the result type-checks as the project's code, the loaders
// included, against the changed registry.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../core/config/paths.ts';
import { cataloguePath } from './catalogues.ts';
import { type NewIsland, ScaffoldError, scaffoldIsland } from './new-island.ts';
import { PAGE_ISLANDS_FILE } from './page-island-loaders.ts';

/** The project's files with a scaffold's writes over them, none of them on disk. */
function projectCopy() {
  const changed = new Map<string, string>();
  const onDisk = (path: string) => (existsSync(join(projectRoot, path)) ? readFileSync(join(projectRoot, path), 'utf8') : undefined);
  return {
    changed,
    read: (path: string) => changed.get(path) ?? onDisk(path),
    write: (path: string, text: string) => changed.set(path, text),
  };
}

const parsed = new Map<string, ts.SourceFile>();

/** The type checker's problems with these files of a project copy, as `astro check` would report them. */
function typeProblems(copy: ReturnType<typeof projectCopy>, files: string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(projectRoot, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  // The islands are browser code: Node's types (the scripts') are not theirs, and would double what is read.
  const options = { ...config!.options, noEmit: true, types: [] };
  const host = ts.createCompilerHost(options);
  const overlaid = (file: string) => copy.changed.get(relative(projectRoot, file));
  const { fileExists, readFile } = host;
  host.fileExists = (file) => overlaid(file) !== undefined || fileExists(file);
  host.readFile = (file) => overlaid(file) ?? readFile(file);
  host.getSourceFile = (file, language) => {
    const text = host.readFile(file);
    if (text === undefined) return undefined;
    if (overlaid(file) !== undefined) return ts.createSourceFile(file, text, language);
    // The project's own files are read once for the whole suite.
    if (!parsed.has(file)) parsed.set(file, ts.createSourceFile(file, text, language));
    return parsed.get(file);
  };
  const roots = files.map((file) => join(projectRoot, file));
  const program = ts.createProgram(roots, options, host);
  return roots.flatMap((root) =>
    ts
      .getPreEmitDiagnostics(program, program.getSourceFile(root))
      .map((d) => `${d.file?.fileName ?? ''}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
  );
}

const island: NewIsland = {
  component: 'PrizeDraws',
  dir: 'member',
  start: 'app',
  title: { EN: 'Prize draws', TY: 'Mga bunutan ng premyo', VI: 'Rút thăm trúng thưởng' },
};

describe('the island scaffold (npm run new:island)', () => {
  it('writes a component, its test, its registry entry, its loader and its heading in every catalogue, which type-check', () => {
    const copy = projectCopy();
    const written = scaffoldIsland(island, copy);
    expect(written.sort()).toEqual(
      [
        'src/islands/member/PrizeDraws.tsx',
        'src/islands/member/PrizeDraws.test.ts',
        'src/shared/islands.ts',
        PAGE_ISLANDS_FILE,
        cataloguePath('EN'),
        cataloguePath('TY'),
        cataloguePath('VI'),
      ].sort(),
    );
    expect(copy.read('src/shared/islands.ts')).toContain(
      "  'prize-draws': { by: 'page', module: 'src/islands/member/PrizeDraws.tsx', start: 'app' },\n",
    );
    expect(copy.read(PAGE_ISLANDS_FILE)).toContain("  'prize-draws': () => import('./member/PrizeDraws.tsx').then((m) => m.PrizeDraws),\n");
    for (const code of ['EN', 'TY', 'VI'] as const)
      expect(JSON.parse(copy.read(cataloguePath(code))!)['island.prizeDraws.title'], code).toBe(island.title[code]);
    // The loaders' type demands one loader per page island of the changed registry: the check reads both.
    expect(typeProblems(copy, [PAGE_ISLANDS_FILE, 'src/islands/member/PrizeDraws.tsx', 'src/islands/member/PrizeDraws.test.ts'])).toEqual(
      [],
    );
  });

  it('is caught by the type check when the registry and the loaders disagree', () => {
    const copy = projectCopy();
    scaffoldIsland(island, copy);
    copy.write(PAGE_ISLANDS_FILE, readFileSync(join(projectRoot, PAGE_ISLANDS_FILE), 'utf8'));
    expect(typeProblems(copy, [PAGE_ISLANDS_FILE]).join('\n')).toMatch(/Property '"prize-draws"' is missing/);
  });

  it('refuses what it cannot write, saying what to change, and writes nothing then', () => {
    const copy = projectCopy();
    const refusal = (options: Partial<NewIsland>) => () => scaffoldIsland({ ...island, ...options }, copy);
    expect(refusal({ component: 'prizeDraws' })).toThrow(new ScaffoldError('"prizeDraws": a component\'s name is PascalCase, e.g. MyPart'));
    expect(refusal({ island: 'promotions' })).toThrow(/ISLANDS already has "promotions"; give another with --island/);
    expect(refusal({ component: 'Promotions', dir: undefined, island: 'promotions-two' })).toThrow(
      'src/islands/Promotions.tsx exists already',
    );
    expect(refusal({ title: { ...island.title, VI: ' ' } })).toThrow('no VI title');
    expect(refusal({ dir: '../client' })).toThrow(/--dir "\.\.\/client"/);
    expect(copy.changed.size).toBe(0);
  });
});

// The project's import graph, read from the source text: the architecture test judges its edges,
// and the build follows it to learn which messages each island can show (island-messages.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { projectRoot } from '../../core/config/paths.ts';

/** One import of one file: the file, what it names (a resolved project path or a package), whether only types come through. */
export interface Import {
  file: string;
  target: string;
  typeOnly: boolean;
}

const sourceFile = /\.(ts|tsx)$/;
const testFile = /\.test\.tsx?$/;

/**
 * The source files below a project folder (project-relative paths): `.ts` and `.tsx`, tests left
 * out; with `all`, the `.astro` components and the tests beside the code too.
 */
export function sourceFiles(dir: string, { all = false } = {}): string[] {
  return readdirSync(join(projectRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path, { all });
    if (all) return sourceFile.test(entry.name) || entry.name.endsWith('.astro') ? [path] : [];
    return sourceFile.test(entry.name) && !testFile.test(entry.name) ? [path] : [];
  });
}

const importPattern = /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import and re-export of a file, static or dynamic, with relative specifiers resolved to project paths. */
export function importsOf(file: string, source: string): Import[] {
  const found: Import[] = [];
  for (const match of source.matchAll(importPattern)) {
    const specifier = match[3] ?? match[4]!;
    const target = specifier.startsWith('.') ? relative(projectRoot, join(projectRoot, dirname(file), specifier)) : specifier;
    found.push({ file, target, typeOnly: Boolean(match[2]) });
  }
  return found;
}

/** A file's source text, read from the project. */
export function readSource(file: string): string {
  return readFileSync(join(projectRoot, file), 'utf8');
}

// Every relative link in the repository's markdown resolves: the file exists and, with a #fragment,
// the heading it names does (GitHub's anchors). Links to the web are not followed. So does every
// path the docs write in backticks (`src/api/gateway-client.ts`) and every path a code comment cites: the
// file or folder is in the repository (the files git tracks or would track).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's files: those git tracks or would track (ignored folders such as dist/ and node_modules/ left out). */
function repositoryFiles(...patterns: string[]): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...patterns], {
    encoding: 'utf8',
  });
  return [...new Set(listed.split('\0').filter((file) => file !== '' && existsSync(file)))].sort();
}

/** The repository's markdown files. */
const markdownFiles = () => repositoryFiles('*.md');

/** The text outside fenced code blocks and code spans, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The inline links' targets, `[text](target)` and `![alt](target)`. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] as string);
}

/** The anchors GitHub gives a document's headings (lower-cased, punctuation dropped, spaces to hyphens, repeats numbered). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, heading] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const text = (heading as string).replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  for (const [, id] of withoutFences.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id as string);
  return anchors;
}

/** What is wrong with one link of a file, or undefined when it resolves. */
function brokenLink(file: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined;
  const [pathPart = '', fragment] = target.split('#', 2);
  const path = pathPart === '' ? file : normalize(join(dirname(file), decodeURIComponent(pathPart)));
  if (path.startsWith('..')) return `${file}: ${target} leaves the repository`;
  if (!existsSync(path)) return `${file}: ${target} (no file ${path})`;
  if (fragment === undefined || !path.endsWith('.md')) return undefined;
  if (headingAnchors(readFileSync(path, 'utf8')).has(decodeURIComponent(fragment))) return undefined;
  return `${file}: ${target} (no heading #${fragment} in ${path})`;
}

/** The repository as paths: each file, and each folder (with and without its final slash). */
function repositoryPaths(files: readonly string[]): Set<string> {
  const paths = new Set<string>();
  for (const file of files) {
    paths.add(file);
    for (let at = file.indexOf('/'); at > 0; at = file.indexOf('/', at + 1)) paths.add(file.slice(0, at)).add(file.slice(0, at + 1));
  }
  return paths;
}

/** Text that reads as a project path: folders and a name, no spaces, placeholders (<merchant>, {x}, $X) or globs. */
const PATH = /^(?:[\w@.-]+\/)+[\w@.-]*$/;

/**
 * The paths a markdown file writes in code spans (`src/api/gateway-client.ts`, `docs/layers.md`, `gateway/cli/`), a line number
 * (`:42`) aside. Only those whose first folder is one of the repository's count: `dist/luzon/` or `/wps/x` are not files of it.
 */
function backtickedPaths(markdown: string, known: (folder: string) => boolean): string[] {
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  return [...withoutFences.matchAll(/`([^`\n]+)`/g)]
    .map((m) => (m[1] as string).replace(/:\d+(-\d+)?$/, ''))
    .filter((text) => PATH.test(text) && known(text.slice(0, text.indexOf('/'))));
}

/** The comments of a source file: line and block comments in code, HTML comments in markup, -- in SQL. */
function comments(source: string, file: string): string[] {
  const found = [...source.matchAll(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*|<!--[\s\S]*?-->/g)].map((m) => m[0]);
  if (file.endsWith('.sql')) found.push(...[...source.matchAll(/--[^\n]*/g)].map((m) => m[0]));
  return found;
}

/** The project paths a source file's comments cite (`src/api/gateway-client.ts`, `gateway/cli/`), by the same test as the docs' backticks. */
function citedPaths(source: string, file: string, known: (folder: string) => boolean): string[] {
  return comments(source, file).flatMap((comment) =>
    // A path ends before a sentence's full stop; one running into a glob (tests/gateway/ledger*) is not a path.
    [...comment.matchAll(/(?<![\w@./-])((?:[\w@-][\w@.-]*\/)+[\w@.-]*[\w/])(?![\w@*-]|\.\w)/g)]
      .map((m) => m[1] as string)
      .filter((text) => known(text.slice(0, text.indexOf('/')))),
  );
}

/** A path a doc or a comment names, resolved from the repository's root or, failing that, from the file's own folder. */
function deadPath(file: string, path: string, paths: ReadonlySet<string>): string | undefined {
  const local = normalize(join(dirname(file), path)); // a folder keeps its final slash
  return paths.has(path) || paths.has(local) ? undefined : `${file}: ${path}`;
}

/** Whether a path's first folder is one of the repository's, from its root (src, docs, ...) or from the file's own folder. */
function knownFolder(file: string, paths: ReadonlySet<string>): (folder: string) => boolean {
  return (folder) => paths.has(`${folder}/`) || paths.has(`${normalize(join(dirname(file), folder))}/`);
}

describe('paths in backticks and in code comments', () => {
  const files = repositoryFiles();
  const paths = repositoryPaths(files);

  it('every path the docs and READMEs write in backticks is in the repository', () => {
    const dead = markdownFiles().flatMap((file) =>
      backtickedPaths(readFileSync(file, 'utf8'), knownFolder(file, paths)).flatMap((path) => deadPath(file, path, paths) ?? []),
    );
    expect(dead).toEqual([]);
  });

  it('every path a code comment cites is in the repository', () => {
    const code = files.filter((file) => /\.(ts|tsx|mjs|astro|css|sql)$/.test(file) && !file.startsWith('tests/fixtures/'));
    const dead = code.flatMap((file) =>
      citedPaths(readFileSync(file, 'utf8'), file, knownFolder(file, paths)).flatMap((path) => deadPath(file, path, paths) ?? []),
    );
    expect(dead).toEqual([]);
  });

  it('reads paths as the docs and comments write them, and so can fail', () => {
    const known = (folder: string) => ['src', 'docs', 'gateway'].includes(folder);
    const doc =
      '`src/api/gateway-client.ts`, `src/gone.ts:12`, `dist/luzon/`, `tenants/<merchant>.json`, `npm run site`\n```\n`src/in-a-fence.ts`\n```';
    expect(backtickedPaths(doc, known)).toEqual(['src/api/gateway-client.ts', 'src/gone.ts']);
    const code =
      "// see src/api/gateway-client.ts and src/middleware.ts.\nconst url = 'https://x.example/src/not-a-path.ts'; /* gateway/cli/ */\nconst s = 'src/in-a-string.ts'; // src/glob*";
    expect(citedPaths(code, 'src/x.ts', known)).toEqual(['src/api/gateway-client.ts', 'src/middleware.ts', 'gateway/cli/']);
    const repo = repositoryPaths(['src/api/gateway-client.ts', 'gateway/cli/commands.ts', 'gateway/README.md']);
    expect(deadPath('src/x.ts', 'src/api/gateway-client.ts', repo)).toBeUndefined();
    expect(deadPath('src/x.ts', 'gateway/cli/', repo)).toBeUndefined();
    expect(deadPath('gateway/README.md', 'cli/commands.ts', repo)).toBeUndefined();
    expect(deadPath('src/x.ts', 'src/middleware.ts', repo)).toBe('src/x.ts: src/middleware.ts');
    expect(knownFolder('gateway/README.md', repo)('cli')).toBe(true);
    expect(knownFolder('README.md', repo)('dist')).toBe(false);
  });
});

describe('markdown links', () => {
  it('every relative link in the repository resolves to a file and heading', () => {
    const files = markdownFiles();
    expect(files).toContain('README.md');
    const broken = files.flatMap((file) => linkTargets(readFileSync(file, 'utf8')).flatMap((target) => brokenLink(file, target) ?? []));
    expect(broken).toEqual([]);
  });

  it('reads links and anchors as GitHub does, and so can fail', () => {
    const doc =
      '# Set up and run\n## `site` CLI: build, new\n## Set up and run\n```\n[not](a-link.md)\n```\nSee [x](gone.md#y) and `[code](z.md)`.';
    expect(linkTargets(doc)).toEqual(['gone.md#y']);
    expect([...headingAnchors(doc)]).toEqual(['set-up-and-run', 'site-cli-build-new', 'set-up-and-run-1']);
    expect(brokenLink('README.md', 'docs/no-such-file.md')).toMatch(/no file docs\/no-such-file\.md/);
    expect(brokenLink('README.md', '#no-such-heading')).toMatch(/no heading #no-such-heading in README\.md/);
    expect(brokenLink('README.md', 'docs/releases.md')).toBeUndefined();
    expect(brokenLink('README.md', 'docs/no-such-guide.md#x')).toMatch(/no file docs\/no-such-guide\.md/);
    expect(brokenLink('README.md', 'https://example.com/x.md')).toBeUndefined();
  });
});

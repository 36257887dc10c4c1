// Every relative link in the repository's markdown resolves: the file exists and, with a #fragment,
// the heading it names does (GitHub's anchors). Links to the web are not followed.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The repository's markdown files: those git tracks or would track (ignored folders such as dist/ and node_modules/ left out). */
function markdownFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', '*.md'], { encoding: 'utf8' });
  return [...new Set(listed.split('\0').filter((file) => file !== '' && existsSync(file)))].sort();
}

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

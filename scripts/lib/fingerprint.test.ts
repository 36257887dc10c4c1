import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codeHash, compileScripts } from './fingerprint.ts';

/** A project of a few files: the compile imports site-files.ts, nothing imports nginx-config.ts. */
async function project(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'skinforge-fingerprint-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
}

const files = {
  'src/page.ts': 'export const page = 1;',
  'scripts/lib/compile.ts': "import { assembleSite } from './site-files.ts';",
  'scripts/lib/compile-worker.ts': "import { compilePart } from './compile.ts';",
  'scripts/lib/site-files.ts': "import type { X } from '../../src/page.ts';\nexport const assembleSite = 1;",
  'scripts/lib/nginx-config.ts': 'export const nginx = 1;',
  'scripts/site/build.ts': "import { buildSites } from '../lib/build-sites.ts';",
};

describe('the code fingerprint', () => {
  it('covers the build scripts the compile loads, and only those of scripts/', async () => {
    const scripts = await compileScripts();
    expect(scripts).toEqual(
      expect.arrayContaining(['scripts/lib/compile.ts', 'scripts/lib/compile-worker.ts', 'scripts/lib/site-files.ts']),
    );
    expect(scripts).not.toContain('scripts/lib/nginx-config.ts');
    expect(scripts.every((path) => path.startsWith('scripts/'))).toBe(true);
  });

  it('changes with the source and the compile’s scripts, not with a script no site depends on', async () => {
    const before = await codeHash(await project(files));
    expect(await codeHash(await project(files))).toBe(before);
    expect(await codeHash(await project({ ...files, 'scripts/lib/nginx-config.ts': 'export const nginx = 2;' }))).toBe(before);
    expect(await codeHash(await project({ ...files, 'scripts/site/build.ts': '// reworded' }))).toBe(before);
    expect(await codeHash(await project({ ...files, 'scripts/lib/site-files.ts': 'export const assembleSite = 2;' }))).not.toBe(before);
    expect(await codeHash(await project({ ...files, 'src/page.ts': 'export const page = 2;' }))).not.toBe(before);
    expect(await codeHash(await project({ ...files, 'scripts/lib/compile-worker.ts': '' }))).not.toBe(before);
  });
});

import { mkdtemp, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFolderAtomically } from './publish.ts';

async function siteWith(content: string): Promise<{ parent: string; target: string }> {
  const parent = await mkdtemp(join(tmpdir(), 'skinforge-publish-'));
  const target = join(parent, 'luzon');
  await mkdir(target);
  await writeFile(join(target, 'index.html'), content);
  return { parent, target };
}

describe('writeFolderAtomically', () => {
  it('replaces the old folder with the complete new one', async () => {
    const { parent, target } = await siteWith('old');
    await writeFolderAtomically(target, async (staging) => {
      await writeFile(join(staging, 'index.html'), 'new');
      await writeFile(join(staging, 'help.html'), 'help');
    });
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('new');
    expect((await readdir(target)).sort()).toEqual(['help.html', 'index.html']);
    expect(await readdir(parent)).toEqual(['luzon']);
  });

  it('leaves the old folder untouched, and nothing beside it, when writing fails halfway', async () => {
    const { parent, target } = await siteWith('old');
    await expect(
      writeFolderAtomically(target, async (staging) => {
        await writeFile(join(staging, 'index.html'), 'half');
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('old');
    expect(await readdir(parent)).toEqual(['luzon']);
  });

  it('creates the folder when there was none', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'skinforge-publish-'));
    await writeFolderAtomically(join(parent, 'dist', 'saigon'), async (staging) => writeFile(join(staging, 'index.html'), 'x'));
    expect(await readFile(join(parent, 'dist', 'saigon', 'index.html'), 'utf8')).toBe('x');
  });
});

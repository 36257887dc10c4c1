import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockOut, outLockPath } from './out-lock.ts';
import { ReleaseError } from './releases.ts';

const scratch = () => mkdtemp(join(tmpdir(), 'skinforge-lock-'));

describe('the out folder’s build lock', () => {
  it('refuses a second taker while the first holds it, naming its pid, and frees it on release', async () => {
    const out = await scratch();
    const unlock = await lockOut(out);
    expect(await readFile(outLockPath(out), 'utf8')).toBe(`${process.pid}\n`);
    const refused = lockOut(out);
    await expect(refused).rejects.toBeInstanceOf(ReleaseError);
    await expect(refused).rejects.toThrow(new RegExp(`^another build \\(pid ${process.pid}\\) is writing .+: wait for it to end`));
    await unlock();
    expect(existsSync(outLockPath(out))).toBe(false);
    await (await lockOut(out))();
  });

  it('takes over the lock of a build whose process is gone', async () => {
    const out = await scratch();
    const gone = spawnSync(process.execPath, ['-e', 'process.pid'], { stdio: 'ignore' }).pid!;
    await writeFile(outLockPath(out), `${gone}\n`);
    const unlock = await lockOut(out);
    expect(await readFile(outLockPath(out), 'utf8')).toBe(`${process.pid}\n`);
    await unlock();
  });

  it('takes over an old lock its killed writer left without a pid, not a fresh one', async () => {
    const out = await scratch();
    await writeFile(outLockPath(out), '');
    await expect(lockOut(out)).rejects.toThrow(/another build \(starting now\)/);
    const old = new Date(Date.now() - 60_000);
    await utimes(outLockPath(out), old, old);
    await (await lockOut(out))();
  });
});

import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';

/**
 * Writes a folder atomically: `fill` writes into a staging folder beside `target`, which then
 * replaces `target` with two renames. If `fill` throws, or the swap fails, `target` is left as
 * it was and the staging folder is removed.
 */
export async function writeFolderAtomically(target: string, fill: (staging: string) => Promise<void>): Promise<void> {
  const parent = dirname(target);
  await mkdir(parent, { recursive: true });
  const tag = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const staging = join(parent, `.${basename(target)}.staging-${tag}`);
  const old = join(parent, `.${basename(target)}.old-${tag}`);
  try {
    await mkdir(staging);
    await fill(staging);
    const hadOld = existsSync(target);
    if (hadOld) await rename(target, old);
    try {
      await rename(staging, target);
    } catch (error) {
      if (hadOld) await rename(old, target);
      throw error;
    }
    if (hadOld) await rm(old, { recursive: true, force: true });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// Brand files as written, with their layers merged but not validated: what the layer commands
// (`site layers`, `site lift`, the unused-layer warning of `validate --all`) read, so that they
// work on a fleet with a broken brand too.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Merged, mergeLayers, type LayerCache } from '../../core/config/layers.ts';
import { displayPath } from '../../core/config/load.ts';
import { isObject, type JsonObject } from '../../core/config/merge-patch.ts';
import type { Problem } from '../../core/config/problems.ts';

/** One brand file and what its layers make of it. */
export interface BrandFile {
  /** Absolute path. */
  path: string;
  /** As shown to the operator. */
  file: string;
  /** The file's content; undefined when it is not a JSON object. */
  content: JsonObject | undefined;
  /** Its layers and itself merged; undefined when they could not be. */
  merged: Merged | undefined;
  problems: Problem[];
}

/** Reads brand files and merges each with its layers (one read of each layer for all of them). */
export async function readBrandFiles(paths: readonly string[]): Promise<BrandFile[]> {
  const cache: LayerCache = new Map();
  return Promise.all(
    paths.map(async (path): Promise<BrandFile> => {
      const file = displayPath(path);
      let content: unknown;
      try {
        content = JSON.parse(await readFile(path, 'utf8'));
      } catch (error) {
        return { path, file, content: undefined, merged: undefined, problems: [{ file, pointer: '', message: (error as Error).message }] };
      }
      const result = await mergeLayers(content, file, path, displayPath, cache);
      return 'problems' in result
        ? { path, file, content: isObject(content) ? content : undefined, merged: undefined, problems: result.problems }
        : { path, file, content: content as JsonObject, merged: result.merged, problems: [] };
    }),
  );
}

/** Writes a JSON file as the repository keeps them (2 spaces, a final newline), replacing it at once. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`, { flag: 'wx' });
  await rename(temporary, path);
}

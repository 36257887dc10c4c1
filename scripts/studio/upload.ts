// Images uploaded in the studio: decoded and re-encoded by sharp (which also drops their metadata
// and anything but pixels), at most 1024 px on a side, written as PNG under
// tenants/assets/<brand>/ with a content hash in the name, so a new logo never overwrites the one a
// live release still points at.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { pathUnder, RefusedPath } from './guard.ts';

/** The largest side an uploaded image keeps: twice a desk header's logo, more than any banner shows. */
const MAX_SIDE = 1024;
const NAME = /^[a-z0-9][a-z0-9-]{0,40}$/;

export interface Uploaded {
  /** The path to write in the config (relative to the tenants folder, as asset paths are). */
  path: string;
  width: number;
  height: number;
}

/** Writes an uploaded image for a brand; a RefusedPath for a bad name, an Error for bytes that are no image. */
export async function saveUpload(tenantsDir: string, brand: string, name: string, bytes: Buffer): Promise<Uploaded> {
  if (!NAME.test(brand) || !NAME.test(name)) throw new RefusedPath('a brand code and a file name in lower-case letters, digits and -');
  let png: { data: Buffer; info: { width: number; height: number } };
  try {
    png = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new Error(`not an image sharp can read (PNG, JPEG, WebP, GIF, AVIF): ${(error as Error).message}`);
  }
  const hash = createHash('sha256').update(png.data).digest('hex').slice(0, 8);
  const path = `assets/${brand}/${name}-${hash}.png`;
  const full = await pathUnder(tenantsDir, path);
  await mkdir(dirname(full), { recursive: true });
  const temporary = join(dirname(full), `.${name}.${randomBytes(4).toString('hex')}.tmp`);
  await writeFile(temporary, png.data, { flag: 'wx' });
  await rename(temporary, full);
  return { path, width: png.info.width, height: png.info.height };
}

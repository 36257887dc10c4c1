// Images uploaded in the studio: decoded and re-encoded by sharp (which also drops their metadata
// and anything but pixels), at most 1024 px on a side, written as PNG under
// tenants/assets/<brand>/ with a content hash in the name, so a new logo never overwrites the one a
// live release still points at. An SVG (what operators' logos usually are) is never stored as
// sent: a script, an event handler or an external reference in it would reach the site's pages.
// sharp (librsvg) draws it, scripts and external files left out, at 1024 px on its longer side,
// and only those pixels are kept.
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
  const svg = isSvg(bytes);
  try {
    png = await sharp(bytes, { limitInputPixels: 40_000_000, ...(svg ? { density: await svgDensity(bytes) } : {}) })
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    const message = (error as Error).message;
    if (svg) throw new Error(`not a well-formed SVG (${svgError(message)}): export it again from the drawing program, or upload a PNG`);
    throw new Error(`not an image sharp can read (PNG, JPEG, WebP, GIF, AVIF, SVG): ${message}`);
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

/** Whether the bytes are an SVG: XML (a declaration, comments, a doctype) opening with an <svg> element. */
function isSvg(bytes: Buffer): boolean {
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return /^\s*(?:<\?xml[^>]*>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>]/i.test(head);
}

/** The density (dpi) that draws an SVG at MAX_SIDE px on its longer side (sharp's default, 72, draws it at its own size). */
async function svgDensity(bytes: Buffer): Promise<number> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  const longer = Math.max(width ?? 0, height ?? 0);
  return longer > 0 ? Math.min(100_000, (72 * MAX_SIDE) / longer) : 72;
}

/** librsvg's XML error as the operator can use it: "line 1, column 46: Couldn't find end of Start Tag rect". */
function svgError(message: string): string {
  const found = /line (\d+) column (\d+) of data: (.*?)(?:\s+line \d+)?\s*$/.exec(message);
  return found ? `line ${found[1]}, column ${found[2]}: ${found[3]}` : message.replace(/^Input buffer has corrupt header: /, '');
}

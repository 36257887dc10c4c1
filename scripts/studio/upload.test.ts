// Uploaded SVGs: drawn to PNG by sharp, so nothing but pixels reaches the brand's assets (no
// script, no event handler, no external reference), and a malformed one is refused in words.
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveUpload } from './upload.ts';

let tenants: string;
beforeAll(async () => {
  tenants = await mkdtemp(join(tmpdir(), 'studio-upload-'));
});

const hostile = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="32" ' +
    'viewBox="0 0 120 32" onload="alert(document.cookie)"><script>alert(1)</script>' +
    '<rect width="120" height="32" fill="#f43f5e" onclick="alert(2)"/>' +
    '<image xlink:href="https://tracker.example/pixel.png" width="10" height="10"/><image href="file:///etc/hostname" width="10" height="10"/></svg>',
);

describe('an uploaded SVG', () => {
  it('is stored as a PNG drawn at 1024 px on its longer side, without its script, handlers or external references', async () => {
    const saved = await saveUpload(tenants, 'luzon', 'logo', hostile);
    expect(saved.path).toMatch(/^assets\/luzon\/logo-[0-9a-f]{8}\.png$/);
    expect([saved.width, saved.height]).toEqual([1024, 273]);
    const bytes = await readFile(join(tenants, saved.path));
    expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
    const text = bytes.toString('latin1');
    for (const gone of ['script', 'onload', 'onclick', 'alert', 'tracker.example', 'hostname']) expect(text).not.toContain(gone);
    // Its pixels are the drawing's: the rectangle's colour.
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const middle = (136 * info.width + 512) * info.channels;
    expect([...data.subarray(middle, middle + 3)]).toEqual([0xf4, 0x3f, 0x5e]);
  });

  it('is refused when malformed, with where and why', async () => {
    const broken = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10"</svg>');
    await expect(saveUpload(tenants, 'luzon', 'logo', broken)).rejects.toThrow(
      /^not a well-formed SVG \(line 1, column \d+: .+\): export it again from the drawing program, or upload a PNG$/,
    );
    const unclosed = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g></svg>');
    await expect(saveUpload(tenants, 'luzon', 'logo', unclosed)).rejects.toThrow(
      /^not a well-formed SVG \(line 1, column \d+: Opening and ending tag mismatch/,
    );
  });

  it('that is not an image at all is refused as one', async () => {
    await expect(saveUpload(tenants, 'luzon', 'logo', Buffer.from('hello'))).rejects.toThrow(/^not an image sharp can read/);
  });
});

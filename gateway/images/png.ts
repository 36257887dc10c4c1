import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Colour types of the two kinds of image the gateway draws: 8-bit grey (captchas) and RGBA (icons). */
const COLOUR_TYPE = { 1: 0, 4: 6 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** An image of 8-bit channels (rows of width × channels bytes: 1 grey, 4 RGBA) as a PNG file. */
export function encodePng(width: number, height: number, pixels: Uint8Array, channels: 1 | 4): Buffer {
  const stride = width * channels;
  const rows = Buffer.alloc((stride + 1) * height);
  // Filter type 0 (none) in front of each row.
  for (let y = 0; y < height; y++) rows.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, COLOUR_TYPE[channels], 0, 0, 0], 8); // 8 bits a channel, deflate, no filter method, no interlace
  return Buffer.concat([SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

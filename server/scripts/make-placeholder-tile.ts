/**
 * Writes server/assets/placeholder-tile.png: the plain light-grey 256×256 tile shown where the map
 * server cannot deliver one. Run once with `npx node server/scripts/make-placeholder-tile.ts`;
 * the PNG is committed.
 */
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const size = 256;
const grey = 0xe6;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

const header = Buffer.alloc(13);
header.writeUInt32BE(size, 0);
header.writeUInt32BE(size, 4);
header.writeUInt8(8, 8); // bit depth
header.writeUInt8(0, 9); // greyscale
// compression, filter and interlace methods stay 0

// Each scanline: filter byte 0, then one grey byte per pixel.
const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size, grey)]);
const pixels = Buffer.concat(Array.from({ length: size }, () => row));

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  chunk('IHDR', header),
  chunk('IDAT', deflateSync(pixels, { level: 9 })),
  chunk('IEND', Buffer.alloc(0)),
]);
const target = new URL('../assets/placeholder-tile.png', import.meta.url);
writeFileSync(target, png);
process.stdout.write(`wrote ${target.pathname} (${png.length} bytes)\n`);

import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { createGunzip, createZstdDecompress } from 'node:zlib';

/** The lines of a text stream as they arrive; never the whole text in memory. */
export async function* linesOf(stream: Readable): AsyncGenerator<string> {
  stream.setEncoding('utf8');
  let rest = '';
  for await (const chunk of stream as AsyncIterable<string>) {
    const text = rest + chunk;
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      yield text.charCodeAt(end - 1) === 13 ? text.slice(start, end - 1) : text.slice(start, end);
      start = end + 1;
    }
    rest = text.slice(start);
  }
  if (rest !== '') yield rest;
}

/** The lines of a text file, decompressed on the fly when it ends in `.gz` or `.zst` (zstd, as the BAG extracts are published). */
export function readLines(file: string): AsyncGenerator<string> {
  const raw = createReadStream(file, { highWaterMark: 1 << 20 });
  if (file.endsWith('.gz')) return linesOf(raw.pipe(createGunzip({ chunkSize: 1 << 20 })));
  if (file.endsWith('.zst')) return linesOf(raw.pipe(createZstdDecompress({ chunkSize: 1 << 20 })));
  return linesOf(raw);
}

/**
 * What the first paint from the server costs (docs/decisions/024-first-paint.md):
 * `npm run bench -- first-paint [--url http://host:port] [--seconds 10] [--connections 10] [--warmup 3]`.
 * Starts a production server (or targets --url) and measures, one after the other with --connections kept busy, the
 * most it answers of: the rendered page `GET /trip/new`, a built file of about the same size served from disk, and the
 * start call `GET /api/login_resp.json` the page spares the browser; each without compression and as a browser asks
 * (br). Also the page's size, raw, gzip and brotli, against index.html as built. With --desk (a server with the demo
 * data, as `npm start` runs it, at --url) also the desk's board of every open trip, rendered for the demo admin, and
 * the two calls its page spares the desk (`GET /api/admin/me`, `GET /api/admin/trips`). Figures go in the decision
 * record.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { repoRoot } from '#server/config.ts';
import { deskLogIn } from './desk-session.ts';
import { formatResult, loadResultOf, type LoadResult } from './load.ts';
import { runningServer, startServer } from './server.ts';

const usage =
  'Usage: npm run bench -- first-paint [--url http://host:port] [--seconds 10] [--connections 10] [--warmup 3] [--desk]';

const webDist = path.join(repoRoot, 'web/dist');

async function get(
  url: string,
  encoding: string,
  connections: number,
  seconds: number,
  cookie?: string,
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': encoding, host: 'localhost:8080', ...(cookie ? { cookie } : {}) },
  });
  return loadResultOf(result);
}

function sizes(html: string): string {
  const raw = Buffer.byteLength(html);
  const gzip = gzipSync(html, { level: 9 }).length;
  const brotli = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return `${raw.toLocaleString('en-US')} B raw, ${gzip.toLocaleString('en-US')} B gzip, ${brotli.toLocaleString('en-US')} B brotli`;
}

/** The built file (a hashed asset with its .br twin) whose size is nearest to `bytes`. */
async function fileOfSize(bytes: number): Promise<string> {
  const assets = path.join(webDist, 'assets');
  const candidates = (await readdir(assets)).filter(
    (name) => /\.(js|css)$/.test(name) && !name.endsWith('.br') && !name.endsWith('.gz'),
  );
  let best = { name: '', distance: Infinity };
  for (const name of candidates) {
    const distance = Math.abs((await stat(path.join(assets, name))).size - bytes);
    if (distance < best.distance) best = { name, distance };
  }
  return `/assets/${best.name}`;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

export async function firstPaintBench(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      url: { type: 'string' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '3' },
      port: { type: 'string', default: '8192' },
      desk: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const warmup = Number(values.warmup);
  const server = values.url ? runningServer(values.url) : await startServer(Number(values.port));
  try {
    const built = await readFile(path.join(webDist, 'index.html'), 'utf8');
    const page = await (await fetch(`${server.baseUrl}/trip/new`, { headers: { host: 'localhost:8080' } })).text();
    console.log(`index.html as built:        ${sizes(built)}`);
    console.log(`GET /trip/new, rendered:    ${sizes(page)}`);
    const file = await fileOfSize(Buffer.byteLength(page));
    console.log(`A file of about that size:  ${file}, ${(await stat(path.join(webDist, file))).size} B`);

    const targets: [name: string, path: string, cookie?: string][] = [
      ['GET /trip/new (rendered)', '/trip/new'],
      [`GET ${file} (file)`, file],
      ['GET /api/login_resp.json', '/api/login_resp.json?lang=nl'],
    ];
    if (values.desk) {
      const { name, value } = await deskLogIn(server.baseUrl);
      const cookie = `${name}=${value}`;
      const board = await (await fetch(`${server.baseUrl}/admin?range=any`, { headers: { cookie } })).text();
      console.log(`GET /admin?range=any:       ${sizes(board)}`);
      targets.push(
        ['GET /admin?range=any (rendered, with its trips)', '/admin?range=any', cookie],
        ['GET /api/admin/me', '/api/admin/me', cookie],
        ['GET /api/admin/trips (every open trip)', '/api/admin/trips?status=new,confirmed,assigned', cookie],
      );
    }
    for (const encoding of ['identity', 'br']) {
      for (const [name, target, cookie] of targets) {
        const url = `${server.baseUrl}${target}`;
        await get(url, encoding, connections, warmup, cookie);
        const result = await get(url, encoding, connections, seconds, cookie);
        console.log(`${formatResult(`${name}, ${encoding}`, result)}   load average ${load()}`);
      }
    }
    console.log(`Memory of the server: ${(await server.rssMiB()) ?? 'n/a'} MiB RSS; load average: ${load()}`);
  } finally {
    await server.stop();
  }
  return 0;
}

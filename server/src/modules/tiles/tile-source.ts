import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface TileAddress {
  z: number;
  x: number;
  y: number;
  /** Leaflet's `{r}`: '' or '@2x'; only matters when the upstream template uses `{r}`. */
  r: string;
}

export interface TileSourceOptions {
  /** Upstream URL template with {z}, {x}, {y} and optionally {r}. */
  urlTemplate: string;
  /** Tiles are kept as `<cacheDir>/{z}/{x}/{y}{r}.png`. */
  cacheDir: string;
  userAgent: string;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

/** A real tile, or undefined when the upstream could not deliver one. */
export type TileSource = (tile: TileAddress) => Promise<Buffer | undefined>;

/** Anything larger is not a map tile. */
const maxTileBytes = 1024 * 1024;

/**
 * Map tiles from the upstream tile server, kept on disk: each tile is fetched once per instance
 * (the OpenStreetMap tile policy asks for caching), concurrent requests for one tile share a fetch.
 */
export function createTileSource(options: TileSourceOptions): TileSource {
  const usesRetina = options.urlTemplate.includes('{r}');
  const inFlight = new Map<string, Promise<Buffer | undefined>>();

  return async (tile) => {
    const r = usesRetina ? tile.r : '';
    const file = path.join(options.cacheDir, String(tile.z), String(tile.x), `${tile.y}${r}.png`);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) return cached;

    const running = inFlight.get(file);
    if (running) return running;
    const fetching = fetchAndKeep({ ...tile, r }, file, options).finally(() => inFlight.delete(file));
    inFlight.set(file, fetching);
    return fetching;
  };
}

async function fetchAndKeep(tile: TileAddress, file: string, options: TileSourceOptions): Promise<Buffer | undefined> {
  const url = options.urlTemplate
    .replaceAll('{z}', String(tile.z))
    .replaceAll('{x}', String(tile.x))
    .replaceAll('{y}', String(tile.y))
    .replaceAll('{r}', tile.r);
  let png: Buffer;
  try {
    const response = await fetch(url, {
      headers: { 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('image/')) {
      options.log.warn({ url, status: response.status, type }, 'tile server did not send a tile');
      await response.body?.cancel();
      return undefined;
    }
    png = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    options.log.warn({ url, err: error }, 'tile server unreachable');
    return undefined;
  }
  if (png.length === 0 || png.length > maxTileBytes) {
    options.log.warn({ url, bytes: png.length }, 'tile server sent no usable tile');
    return undefined;
  }
  await keep(file, png).catch((error: unknown) => options.log.error({ file, err: error }, 'cannot write tile cache'));
  return png;
}

/** Written under a temporary name and renamed, so a reader never sees half a tile. */
async function keep(file: string, png: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, png);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

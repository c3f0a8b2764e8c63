import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import packageJson from '#package.json' with { type: 'json' };
import type { Settings } from '../../config.ts';
import { createTileSource, type TileAddress } from './tile-source.ts';

export interface Tiles {
  /** The map tile, or the grey placeholder (`placeholder` true) while the tile server fails. */
  tile(address: TileAddress): Promise<{ png: Buffer; placeholder: boolean }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    tiles: Tiles;
  }
}

const placeholderFile = new URL('../../../assets/placeholder-tile.png', import.meta.url);
const upstreamTimeoutMs = 2500;

export type TilesOptions = Pick<Settings, 'tileUrl' | 'dataDir' | 'publicUrl'>;

/** Map tiles from TILE_URL's server, cached on disk under DATA_DIR/tiles; a plain grey tile stands in when it fails. */
export const tilesPlugin = fp<TilesOptions>(
  async (app, options) => {
    const placeholder = await readFile(placeholderFile);
    const tileSource = createTileSource({
      urlTemplate: options.tileUrl,
      cacheDir: path.join(options.dataDir, 'tiles'),
      userAgent: `${packageJson.name}/${packageJson.version} (+${options.publicUrl})`,
      timeoutMs: upstreamTimeoutMs,
      log: app.log,
    });
    app.decorate('tiles', {
      async tile(address) {
        const png = await tileSource(address);
        return png ? { png, placeholder: false } : { png: placeholder, placeholder: true };
      },
    } satisfies Tiles);
  },
  { name: 'tiles' },
);

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { build } from 'vite';
import { repoRoot } from '#server/config.ts';

export interface BareApp {
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * The bare React + React Router build of bench/bare/, built into a temporary folder and served on loopback as the
 * server serves the SPA (server/src/routes/spa.ts): the precompressed twin picked by Accept-Encoding, hashed assets
 * cached for good, index.html for every other path.
 */
export async function startBareApp(port: number): Promise<BareApp> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'taxi-bare-build-'));
  await build({
    configFile: path.join(repoRoot, 'bench/bare/vite.config.ts'),
    build: { outDir },
    logLevel: 'error',
  });
  const hashedAssets = path.join(outDir, 'assets') + path.sep;
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: outDir,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.startsWith(hashedAssets) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((_request, reply) => reply.sendFile('index.html'));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    baseUrl: `http://localhost:${port}`,
    async stop() {
      await app.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}

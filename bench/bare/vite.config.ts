import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

/**
 * The bare build of the Lighthouse benchmark (bench/bare-app.ts), built with the SPA's plugins and compression
 * (vite.config.ts) so the two are served alike; the benchmark gives the output folder.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
      threshold: 0,
      skipIfLargerOrEqual: false,
    }),
  ],
  build: { emptyOutDir: true, assetsDir: 'assets' },
});

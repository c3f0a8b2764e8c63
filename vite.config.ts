import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const webRoot = fileURLToPath(new URL('./web', import.meta.url));

// The server serves the SPA from web/dist with preCompressed: every text asset gets a .br and a .gz twin.
export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|mjs|css|html|svg|json|txt|map)$/,
      threshold: 0,
      // Twins even for tiny files, where compression gains nothing: the server then never falls back.
      skipIfLargerOrEqual: false,
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});

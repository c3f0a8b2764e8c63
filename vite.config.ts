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
    // The server reads which stylesheets the desk's chunk brings, to link them in the desk's pages (decision 024).
    manifest: true,
    // Everything the entry loads at start in one file, the first screen's form included: each file more costs a request
    // and its headers on a slow connection (docs/decisions/026-first-load-budget.md). Other screens stay lazy.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry itself needs to load the app (web/src/start.ts): not the app's chunk, which it asks for
            // only after the first paint.
            { name: 'start', test: /^\0(vite\/preload-helper|rolldown\/runtime)/, priority: 1 },
            { name: 'app', test: /web[\\/]src[\\/]main\.tsx$/, includeDependenciesRecursively: true },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});

/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Vite build + dev server for the web app, and the `web` vitest project (jsdom). */
export default defineConfig({
  root,
  plugins: [
    react(),
    // Brotli 11 and gzip 9 copies (`x.js.br`, `x.js.gz`) written once by the build, served as they are by the
    // server (apps/server/src/plugins/web-assets.ts): no server process spends ~5 s of CPU compressing the
    // bundle again after each start (docs/decisions.md "Compression and caching").
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
  },
  test: {
    name: 'web',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    css: false,
    // One jsdom and one module graph per worker, not per file: the files share no module state (no
    // vi.mock; the setup file's afterEach resets the DOM, storage, cookies, timers and language), and a
    // fresh environment and React/MUI import per file cost more than half of the project's wall time
    // (67 files on 2 workers: 229 s isolated, 113 s not; docs/decisions.md "Test suite speed").
    isolate: false,
  },
});

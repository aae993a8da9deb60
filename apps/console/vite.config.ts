import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from '../web/src/build/precompress';

const backend = 'http://127.0.0.1:8080';

/**
 * The operator console: served by the API server at /console/, calling /api/ops/*. Each screen is its own chunk
 * (src/App.tsx); the build ships.br/.gz siblings (the web app's plugin).
 */
export default defineConfig({
  base: '/console/',
  plugins: [react(), precompress()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: {
    port: 5174,
    proxy: {
      '/api': { target: backend, changeOrigin: true },
      '/uploads': { target: backend, changeOrigin: true },
    },
  },
});

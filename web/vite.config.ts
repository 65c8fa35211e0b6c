/// <reference types="vitest/config" />
import { defineConfig } from 'vite';

// The app is served by `rewind serve` at `/` (docs/web.md); `npm run dev` proxies the API
// and the WebSocket to a server on 127.0.0.1:8080.
export default defineConfig({
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/ws': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  test: { include: ['test/**/*.test.ts'], environment: 'node' },
});

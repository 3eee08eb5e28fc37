import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { entryPreload } from './scripts/vite/entry-preload';
import { homeChunk } from './scripts/vite/home-chunk';
import { precompress } from './scripts/vite/precompress';
import { prerenderPages } from './scripts/vite/prerender';

// The client lives in src/client; the server serves dist/client in production and
// Vite proxies the API to the server in development.
const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), homeChunk(), entryPreload(), precompress(), prerenderPages()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // scripts/bench-landing-js.ts reads the manifest to weigh what the landing page loads.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/trpc': { target: `http://127.0.0.1:${apiPort}`, ws: false },
      '/healthz': `http://127.0.0.1:${apiPort}`,
      '/readyz': `http://127.0.0.1:${apiPort}`,
    },
  },
});

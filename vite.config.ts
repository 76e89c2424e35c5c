import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyRequests } from './scripts/vite-early-requests.ts';
import { preloadFirstScreen } from './scripts/vite-preload-first-screen.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // earlyRequests first: its inline script goes before preloadFirstScreen's (both before the stylesheet).
  plugins: [react(), tailwindcss(), earlyRequests(), preloadFirstScreen()],
  resolve: {
    alias: { '@': path.join(root, 'src') },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
  },
  build: {
    // scripts/bundle-size.mjs reads the manifest to measure what the first screen loads.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query is needed whole by the first screen (provider, queries, mutations). Left to
          // the default splitting, the lazy money and chat screens sharing parts of it cut it into
          // several chunks the first screen still loads, each costing its own imports and gzip context.
          groups: [
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // The small UI pieces every screen draws, as one chunk instead of seven.
            {
              name: 'ui',
              test: /src[\\/](components[\\/]ui[\\/](icons|action-icons|avatar|logo|spinner|alert|skeleton)|utils[\\/]cn)\./,
            },
          ],
        },
      },
    },
  },
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './scripts/vite-first-screen-chunks.ts';
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
          includeDependenciesRecursively: false,
          groups: [firstScreenChunks(root, 'src/main.tsx')],
        },
      },
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The presentation rules (readable statuses, colours) are the same pure functions the server's
// reports use, compiled straight from their source rather than copied.
const presentation = fileURLToPath(new URL('../libs/presentation/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@tracklight/presentation': presentation } },
  // The API serves the built files from its own origin, so every call is same-origin; in
  // development Vite forwards them to a local `npm start`.
  server: {
    proxy: Object.fromEntries(
      ['/gql', '/auth', '/audit', '/batches', '/screenshots', '/accounts'].map((path) => [path, 'http://127.0.0.1:3000']),
    ),
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2500 },
});

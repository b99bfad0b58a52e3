import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The presentation rules (readable statuses, colours) are the same pure functions the server's
// reports use, compiled straight from their source rather than copied.
const presentation = fileURLToPath(new URL('../libs/presentation/src/index.ts', import.meta.url));
// The CMS content types (fields, labels, bounds), the same definition the server validates with.
const cmsCatalogue = fileURLToPath(new URL('../libs/cms-catalogue/src/index.ts', import.meta.url));
// The networks' definition and success-criteria checks and error ids, the same the server validates with.
const networks = fileURLToPath(new URL('../libs/networks/src/index.ts', import.meta.url));
// The countries an audit may visit from, the same list the server accepts.
const countries = fileURLToPath(new URL('../libs/countries/src/index.ts', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // A service worker, so a new build is noticed (layout/UpdateBanner.tsx) and the app still
    // opens, on its maintenance page, while the server is down. Prompt mode: the new build waits
    // until the user chooses Refresh.
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html}'],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        // `/` (with the SSO issuer's query) is the only page address; everything else on the
        // origin is the API, screenshots and downloads included, and must reach the server.
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: [/^\/(\?.*)?$/],
        // Without this, a fetch of `/` would be answered with the cached page, and the server-down
        // check (GET /, pages/maintenance/server-status.ts) would never see the server gone.
        directoryIndex: '',
      },
    }),
  ],
  // One React and one graphql for the app and the lazily loaded GraphiQL (dev-playground), wherever
  // its package is installed.
  resolve: { dedupe: ['react', 'react-dom', 'graphql'], alias: { '@tracklight/presentation': presentation, '@tracklight/cms-catalogue': cmsCatalogue, '@tracklight/networks': networks, '@tracklight/countries': countries } },
  // The API serves the built files from its own origin, so every call is same-origin; in
  // development Vite forwards them to a local `npm start`.
  server: {
    proxy: Object.fromEntries(
      ['/gql', '/auth', '/audit', '/batches', '/screenshots', '/accounts', '/cms', '/client', '/api', '/support', '/internal-advertiser-issues', '/cmps', '/services'].map((path) => [path, 'http://127.0.0.1:3000']),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500,
    // libs/networks imports tldts for its sandbox twins, which the UI never calls; tldts declares no
    // side effects of its own, so without this its public-suffix list would ship unused. The shared
    // libs have none either (only declarations at their top level): without saying so, their
    // validation modules' zod schemas, built at load, would put zod in the first chunk though only
    // the forms use them.
    rollupOptions: { treeshake: { moduleSideEffects: (id: string) => !/[\\/](node_modules[\\/]tldts|libs[\\/][a-z-]+[\\/]src)[\\/]/.test(id) } },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Top-level groups of locales/*.json that only the storefront reads: left out of the dashboard's messages. */
const STOREFRONT_ONLY = ['storefront'];

// The dashboard loads its language's messages before the first screen, so every byte of them is on the first page:
// the storefront's texts (a fifth of each file) stay with the storefront.
const dashboardMessages = (): Plugin => ({
  name: 'saray-dashboard-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/locales\/[a-z]{2}\.json$/.test(id)) return null;
    const messages = JSON.parse(code) as Record<string, unknown>;
    for (const key of STOREFRONT_ONLY) delete messages[key];
    return { code: JSON.stringify(messages), map: null };
  },
});

// The dashboard is served by the API server under /dashboard (and /{lang}/dashboard); its assets under
// /dashboard/assets. Screens are split into chunks loaded on first use.
export default defineConfig({
  base: '/dashboard/',
  plugins: [dashboardMessages(), react()],
  resolve: {
    // node-polyglot's Object.entries polyfill brings some 30 KB of ES5 shims to the first page; browsers have it.
    alias: { 'object.entries': new URL('./src/shims/object-entries.cjs', import.meta.url).pathname },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});

import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { dashboardMessages } from './dashboard-messages';

// The dashboard loads its language's messages before the first screen, so every byte of them is on the first page:
// the storefront's texts stay with the storefront (dashboard-messages.ts).
const messagesPlugin = (): Plugin => ({
  name: 'saray-dashboard-messages',
  enforce: 'pre',
  transform(code, id) {
    if (!/\/locales\/[a-z]{2}\.json$/.test(id)) return null;
    return { code: JSON.stringify(dashboardMessages(JSON.parse(code) as Record<string, unknown>)), map: null };
  },
});

// The dashboard is served by the API server under /dashboard (and /{lang}/dashboard); its assets under
// /dashboard/assets. Screens are split into chunks loaded on first use.
export default defineConfig({
  base: '/dashboard/',
  plugins: [messagesPlugin(), react()],
  resolve: {
    // The shared contracts (@saray/contracts) are bundled from their TypeScript source.
    conditions: ['source', ...defaultClientConditions],
    // node-polyglot's Object.entries polyfill brings some 30 KB of ES5 shims to the first page; browsers have it.
    alias: { 'object.entries': new URL('./src/shims/object-entries.cjs', import.meta.url).pathname },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});

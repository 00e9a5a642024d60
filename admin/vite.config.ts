import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dashboard is served by the API server under /dashboard (and /{lang}/dashboard); its assets under
// /dashboard/assets. Screens are split into chunks loaded on first use.
export default defineConfig({
  base: '/dashboard/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});

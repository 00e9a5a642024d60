import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Two builds from one source: the browser bundle (hydration, under /storefront/assets/, with a manifest the server
// reads to link it) and the server renderer (`--ssr`, imported by the API process). Administrator tools are a
// chunk of their own, loaded only for administrators, so visitors download React and the page's code alone. Both
// bundle the shared contracts (@saray/contracts) from their TypeScript source.
export default defineConfig(({ isSsrBuild }) => ({
  base: '/storefront/',
  plugins: [react()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, rollupOptions: { output: { entryFileNames: 'render.js' } } }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        manifest: true,
        cssCodeSplit: false,
        rollupOptions: { input: 'src/entry-client.tsx' },
      },
  ssr: { noExternal: [], resolve: { conditions: ['source', ...defaultServerConditions] } },
}));

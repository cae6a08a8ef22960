import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { kitAliases } from './kit-aliases.ts';

// Builds the storefront SPA into storefront/dist/app, which the Hono server serves.
export default defineConfig({
  root: 'storefront/app',
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: kitAliases },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    // `npm run dev:app` proxies the API to a server started with `npm run dev`.
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { kitAliases } from './kit-aliases.ts';
import { precompiledMessages } from './storefront/build/precompiledMessages.ts';
import { messageGroupsPlugin } from './storefront/build/messageGroups.ts';
import { precompressAssets } from './storefront/build/precompressAssets.ts';
import { fontPreload } from './storefront/build/fontPreload.ts';
import { shellChunk } from './storefront/build/shellChunk.ts';
import { appEntry } from './storefront/build/appEntry.ts';

// `vite build` builds the shop twice: the browser's app into storefront/dist/app, which the Hono
// server serves, and the server renderer (app/entry-server.tsx) into storefront/dist/server.
export default defineConfig({
  root: 'storefront/app',
  plugins: [
    react(),
    vanillaExtractPlugin(),
    precompiledMessages(),
    messageGroupsPlugin(),
    appEntry(),
    fontPreload(),
    shellChunk(),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      ...kitAliases,
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./storefront/build/reactSyncExternalStore.ts', import.meta.url)),
      },
    ],
  },
  build: {
    outDir: '../dist/app',
    emptyOutDir: true,
    // Maps are written for debugging a build, but not linked from the files and never served (static-site.ts).
    sourcemap: 'hidden',
    manifest: true,
    // A lazy chunk's style sheets are still loaded before it runs (Vite's preload helper waits
    // for them, so a screen never draws unstyled), but its imported chunks are no longer
    // preloaded: their names were a table of 160 hashed file names in the entry, 1.7 KB gz of
    // every first load (bench/README.md "page-speed"). The browser finds them as it parses the
    // screen's chunk: one more round trip on the first visit of a screen, and none on the first
    // page, whose screen the server links from the head (server/pages/route-assets.ts).
    // No polyfill of those links (0.3 KB gz): every browser but Safari before 17 and Firefox
    // before 115 follows them, and those two load the same chunks when the entry imports them.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    // Chunks and style sheets are named by their hash alone: the entry lists every lazy chunk's
    // files for preloading, and their readable names cost each page's first load 0.7 KB gz
    // (the manifest and the hidden source maps still say what each file holds).
    rollupOptions: {
      // index.html loads boot.ts, which imports the app (main.tsx) once the page has painted:
      // the app is an entry of its own, named in index.html (storefront/build/appEntry.ts).
      input: {
        index: fileURLToPath(new URL('./storefront/app/index.html', import.meta.url)),
        app: fileURLToPath(new URL('./storefront/app/main.tsx', import.meta.url)),
      },
      output: {
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash][extname]' : 'assets/[name]-[hash][extname]'),
      },
    },
  },
  environments: {
    ssr: {
      build: {
        outDir: '../dist/server',
        copyPublicDir: false,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: { input: { 'entry-server': './entry-server.tsx' } },
      },
    },
  },
  // Both environments, client first (a `builder` makes plain `vite build` build the whole app).
  builder: {},
  server: {
    // `npm run dev:app` proxies the API to a server started with `npm run dev`.
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000' },
  },
});

import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { kitAliases } from './kit-aliases.ts';

// Explicit projects: Vitest does not inherit `root` from vite.config.ts (so each project names its own).
//
// `isolate: false` in every project: a worker reuses its module cache and test environment
// from one file to the next instead of starting afresh for each. Starting afresh cost more
// than the tests themselves (the kit's 246 files: 621 s isolated, 73 s not; the server's,
// pages' and scripts' 99: 541 s and 322 s; on 2 cores). The files clean up after themselves
// (testing-library's cleanup in kit/test/setup.ts, stubs undone in afterEach, each server file
// its own database); runs with the files shuffled (`--sequence.shuffle.files`) pass too.
const isolate = false;

export default defineConfig({
  resolve: { alias: kitAliases },
  test: {
    projects: [
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { alias: kitAliases },
        test: {
          name: 'kit',
          environment: 'jsdom',
          isolate,
          include: ['kit/src/**/*.test.{ts,tsx}', 'storefront/app/**/*.test.{ts,tsx}'],
          setupFiles: ['./kit/test/setup.ts'],
          // axe over a whole form takes seconds in jsdom on a busy two-core runner.
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias: kitAliases },
        test: {
          name: 'server',
          environment: 'node',
          isolate,
          // bench/fps-error.test.ts holds the FPS error table's median (bench/README.md).
          include: ['storefront/server/**/*.test.ts', 'bench/**/*.test.ts'],
          // Server-rendered pages import the app's screens: the 'pages' project has the plugins for that.
          exclude: [...configDefaults.exclude, 'storefront/server/pages/**'],
          // PostgreSQL runs create one database per file; PGlite runs are cheap either way.
          fileParallelism: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        resolve: { alias: kitAliases },
        test: {
          name: 'pages',
          environment: 'node',
          isolate,
          include: ['storefront/server/pages/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          isolate,
          include: ['scripts/**/*.test.ts', 'storefront/build/**/*.test.ts'],
          // The visual tests decode, compare and encode full 1280 × 800 screenshots.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

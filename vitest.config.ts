import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { kitAliases } from './kit-aliases.ts';

// Two explicit projects: Vitest does not inherit `root` from vite.config.ts (so each project names its own).
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
          include: ['storefront/server/pages/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'storefront/build/**/*.test.ts'],
          // The visual tests decode, compare and encode full 1280 × 800 screenshots.
          testTimeout: 30_000,
        },
      },
    ],
  },
});

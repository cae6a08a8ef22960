import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

// Builds @rigsmith/kit: ESM + .d.ts per entry, CSS extracted to dist/*.css.
export default defineConfig({
  entry: {
    index: 'kit/src/index.ts',
    domain: 'kit/src/domain/index.ts',
    api: 'kit/src/api/index.ts',
    hooks: 'kit/src/hooks/index.ts',
    theme: 'kit/src/theme/index.ts',
    'themes/default': 'kit/src/theme/themes/default.css.ts',
    'themes/ember': 'kit/src/theme/themes/ember.css.ts',
  },
  outDir: 'kit/dist',
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  splitting: true,
  sourcemap: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', 'react-aria', 'react-stately', 'swr', 'intl-messageformat', '@radix-ui/react-tabs', '@radix-ui/react-dialog'],
  esbuildPlugins: [vanillaExtractPlugin()],
  loader: { '.json': 'json' },
});

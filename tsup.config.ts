import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import entryPoints from './kit/entry-points.json' with { type: 'json' };

// One build per entry point of kit/entry-points.json: `./domain` → dist/domain.js, each
// theme → dist/themes/<name>.js and .css.
const entry = {
  ...Object.fromEntries(
    Object.entries(entryPoints.modules).map(([subpath, source]) => [subpath === '.' ? 'index' : subpath.slice(2), `kit/${source}`]),
  ),
  ...Object.fromEntries(entryPoints.themes.map((theme) => [`themes/${theme}`, `kit/src/theme/themes/${theme}.css.ts`])),
};

// Builds @rigsmith/kit: ESM + .d.ts per entry, CSS extracted to dist/*.css.
export default defineConfig({
  entry,
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
  external: [
    'react',
    'react-dom',
    'react/jsx-runtime',
    'react-aria',
    'react-stately',
    'swr',
    'intl-messageformat',
    '@radix-ui/react-tabs',
    '@radix-ui/react-dialog',
  ],
  esbuildPlugins: [vanillaExtractPlugin()],
  loader: { '.json': 'json' },
});

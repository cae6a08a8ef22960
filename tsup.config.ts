import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import entryPoints from './kit/entry-points.json' with { type: 'json' };
import kitPackage from './kit/package.json' with { type: 'json' };

// One build per entry point of kit/entry-points.json: `./domain` → dist/domain.js, each
// theme → dist/themes/<name>.js and .css.
const entry = {
  ...Object.fromEntries(
    Object.entries(entryPoints.modules).map(([subpath, source]) => [subpath === '.' ? 'index' : subpath.slice(2), `kit/${source}`]),
  ),
  ...Object.fromEntries(entryPoints.themes.map((theme) => [`themes/${theme}`, `kit/src/theme/themes/${theme}.css.ts`])),
};

/** Entry files whose modules use React hooks. */
const clientEntries = ['index.js', 'hooks.js'];

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
  // Every dependency and peer stays the consumer's to install and dedupe (zod, swr, react-aria …),
  // subpath imports included: nothing of theirs is copied into the kit's files.
  external: [...Object.keys(kitPackage.dependencies), ...Object.keys(kitPackage.peerDependencies)].map(
    (name) => new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/|$)`),
  ),
  // React Server Components frameworks must see the entries that hold hooks and components as
  // client modules; `/domain`, `/api` and `/theme` stay usable on the server.
  async onSuccess() {
    // The vanilla-extract plugin leaves a comment per style file holding its whole source in
    // base64 (a third of the published CSS): a debugging aid no consumer should download. Its
    // CSS source maps point into those virtual files and no longer match once they go.
    for (const file of await readdir('kit/dist', { recursive: true })) {
      const path = `kit/dist/${file}`;
      if (file.endsWith('.css.map')) await rm(path);
      if (!file.endsWith('.css')) continue;
      const css = await readFile(path, 'utf8');
      await writeFile(path, css.replace(/\/\* vanilla-extract-css-ns:[^*]*\*\/\n?/g, '').replace(/\/\*# sourceMappingURL=.*\*\/\n?/, ''));
    }
    for (const file of clientEntries) {
      const path = `kit/dist/${file}`;
      const code = await readFile(path, 'utf8');
      if (!code.startsWith("'use client'")) await writeFile(path, `'use client';${code}`); // same line: the source map's lines still match
    }
  },
  esbuildPlugins: [vanillaExtractPlugin()],
  loader: { '.json': 'json' },
});

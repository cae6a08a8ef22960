import { defineConfig } from 'tsup';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { readdirSync, readFileSync } from 'node:fs';
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

// Every source module is an entry too, so esbuild's code splitting gives each its own chunk
// instead of merging a whole entry's modules into one: a brand's bundler then drops a module
// whose exports go unused as a whole (`sideEffects`), rather than judging it statement by
// statement, where one argument it cannot prove pure keeps zod and everything it references.
// The catalogues' JSON files too, so each locale and area is a chunk `IntlProvider` imports on
// demand. These modules are no public API (`dist/_/` is not in the exports map).
/** Packages a published module may import: the kit's dependencies and peers, never a test or build tool. */
const runtimePackages = new Set([...Object.keys(kitPackage.dependencies), ...Object.keys(kitPackage.peerDependencies)]);
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
/** Test helpers (vitest) and style-build helpers (@vanilla-extract/css) import other packages: not shipped. */
const runsWithKitDependencies = (file: string) =>
  [...readFileSync(`kit/src/${file}`, 'utf8').matchAll(/\bfrom '([^.'][^']*)'/g)].every((match) => runtimePackages.has(packageOf(match[1] ?? '')));
const moduleEntries = Object.fromEntries(
  readdirSync('kit/src', { recursive: true })
    .map(String)
    .filter(
      (file) =>
        (/\.tsx?$/.test(file) &&
          !/\.(test|stories)\.tsx?$|\.css\.ts$|\.d\.ts$|(^|\/)(fixtures|test)\//.test(file) &&
          runsWithKitDependencies(file)) ||
        /^i18n\/messages\/.*\.json$/.test(file),
    )
    .map((file) => [`_/${file.replace(/\.(tsx?|json)$/, '')}`, `kit/src/${file}`]),
);

/**
 * The catalogues' JSON as one object literal: esbuild's JSON loader makes a variable and a named
 * export of every message, which a catalogue never needs and which made each half again as big.
 */
const catalogueAsObject = {
  name: 'catalogue-as-object',
  setup(build: { onLoad: (options: { filter: RegExp }, load: (args: { path: string }) => Promise<{ contents: string; loader: 'js' }>) => void }) {
    build.onLoad({ filter: /i18n[\\/]messages[\\/].*\.json$/ }, async ({ path }) => ({
      contents: `export default ${await readFile(path, 'utf8')}`,
      loader: 'js',
    }));
  },
};

/** Entry files whose modules use React hooks. */
const clientEntries = ['index.js', 'hooks.js', 'forms.js'];

// Builds @rigsmith/kit: ESM + .d.ts per entry, CSS extracted to dist/*.css.
export default defineConfig({
  entry: { ...moduleEntries, ...entry },
  outDir: 'kit/dist',
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  // Types for the public entries only.
  dts: { entry },
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
  esbuildPlugins: [vanillaExtractPlugin(), catalogueAsObject],
  loader: { '.json': 'json' },
});

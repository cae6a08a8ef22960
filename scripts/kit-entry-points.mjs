// The exports map of kit/package.json, generated from kit/entry-points.json so the build,
// the source aliases and the published package name the same entry points.
// `node scripts/kit-entry-points.mjs --write` rewrites it; `--check` exits 1 when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const kitDir = fileURLToPath(new URL('../kit/', import.meta.url));
export const entryPoints = JSON.parse(readFileSync(`${kitDir}entry-points.json`, 'utf8'));

/** `.` builds to dist/index.js, `./domain` to dist/domain.js. */
export const buildName = (subpath) => (subpath === '.' ? 'index' : subpath.slice(2));

export function kitExports() {
  const exports = {};
  for (const subpath of Object.keys(entryPoints.modules)) {
    const name = buildName(subpath);
    exports[subpath] = { types: `./dist/${name}.d.ts`, import: `./dist/${name}.js` };
  }
  // tsup extracts all the components' CSS to dist/index.css and each theme to dist/themes/<name>.css.
  exports['./style.css'] = './dist/index.css';
  // One component's styles with those of the components it renders (esbuild writes them per
  // entry, and every source module is one): `@rigsmith/kit/styles/ProductCard.css`.
  exports['./styles/*.css'] = './dist/_/components/*/index.css';
  exports['./themes/*'] = './dist/themes/*';
  exports['./package.json'] = './package.json';
  return exports;
}

const packagePath = `${kitDir}package.json`;
const readPackage = () => JSON.parse(readFileSync(packagePath, 'utf8'));

export const exportsAreCurrent = () => JSON.stringify(readPackage().exports) === JSON.stringify(kitExports());

/** tsconfig.json's `paths` must map the same entry points, so `tsc` sees what Vite's aliases do. */
export function typecheckPathsAreCurrent() {
  const { paths } = JSON.parse(readFileSync(fileURLToPath(new URL('../tsconfig.json', import.meta.url)), 'utf8')).compilerOptions;
  const expected = Object.entries(entryPoints.modules).map(([subpath, source]) => [
    subpath === '.' ? '@rigsmith/kit' : `@rigsmith/kit/${subpath.slice(2)}`,
    [`./kit/${source}`],
  ]);
  return JSON.stringify(Object.fromEntries(expected)) === JSON.stringify(paths);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    const pkg = readPackage();
    pkg.exports = kitExports();
    writeFileSync(packagePath, `${JSON.stringify(pkg, null, 2)}\n`);
  } else if (process.argv.includes('--check')) {
    if (!exportsAreCurrent())
      console.error('kit/package.json exports differ from kit/entry-points.json: run `node scripts/kit-entry-points.mjs --write`.');
    if (!typecheckPathsAreCurrent()) console.error("tsconfig.json's paths differ from kit/entry-points.json: update them by hand.");
    if (!exportsAreCurrent() || !typecheckPathsAreCurrent()) process.exit(1);
  }
}

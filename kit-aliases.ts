import { fileURLToPath } from 'node:url';
import entryPoints from './kit/entry-points.json' with { type: 'json' };

const kitFile = (path: string) => fileURLToPath(new URL(`./kit/${path}`, import.meta.url));

/** `@rigsmith/kit/domain` → kit/src/domain/index.ts, for each entry point of kit/entry-points.json. */
const moduleAliases = Object.entries(entryPoints.modules)
  .map(([subpath, source]) => ({ specifier: subpath === '.' ? '@rigsmith/kit' : `@rigsmith/kit/${subpath.slice(2)}`, source }))
  // Longer subpaths first: a string alias also matches its prefix.
  .sort((a, b) => b.specifier.length - a.specifier.length)
  .map(({ specifier, source }) =>
    specifier === '@rigsmith/kit' ? { find: /^@rigsmith\/kit$/, replacement: kitFile(source) } : { find: specifier, replacement: kitFile(source) },
  );

/**
 * Inside this repository the storefront, stories and tests import the kit by its
 * package name but get its source, so no kit build is needed to develop or test.
 * Order matters: the longer subpaths must come before the bare package name.
 */
export const kitAliases = [{ find: /^@rigsmith\/kit\/themes\/(.*)\.css$/, replacement: kitFile('src/theme/themes/$1.css.ts') }, ...moduleAliases];

import { fileURLToPath } from 'node:url';

const src = (path: string) => fileURLToPath(new URL(`./kit/src/${path}`, import.meta.url));

/**
 * Inside this repository the storefront, stories and tests import the kit by its
 * package name but get its source, so no kit build is needed to develop or test.
 * Order matters: the longer subpaths must come before the bare package name.
 */
export const kitAliases = [
  { find: /^@rigsmith\/kit\/themes\/(.*)\.css$/, replacement: src('theme/themes/$1.css.ts') },
  { find: '@rigsmith/kit/theme', replacement: src('theme/index.ts') },
  { find: '@rigsmith/kit/domain', replacement: src('domain/index.ts') },
  { find: '@rigsmith/kit/api', replacement: src('api/index.ts') },
  { find: '@rigsmith/kit/hooks', replacement: src('hooks/index.ts') },
  { find: /^@rigsmith\/kit$/, replacement: src('index.ts') },
];

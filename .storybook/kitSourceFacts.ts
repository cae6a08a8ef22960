import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { componentFacts, styleImports, type SourceFacts } from './componentFacts';

const moduleId = 'virtual:kit-source-facts';

/**
 * `virtual:kit-source-facts`: the selectors and theme variables of every kit component file,
 * read from disk when Storybook builds, for the docs pages. Read here rather than with
 * `?raw` imports in the browser: vanilla-extract compiles a `.css.ts` file whatever its query.
 */
export function kitSourceFacts(root: string): Plugin {
  return {
    name: 'rigsmith-kit-source-facts',
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      const read = (file: string) => {
        this.addWatchFile(path.join(root, file));
        return readFileSync(path.join(root, file), 'utf8');
      };
      const recipes = read('kit/src/theme/recipes.ts');
      const files = ['kit/src/components', 'kit/src/i18n'].flatMap((folder) =>
        readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
          .map((file) => `${folder}/${file.split(path.sep).join('/')}`)
          .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
      );
      const sources: SourceFacts = {};
      for (const file of files) {
        const source = read(file);
        sources[file] = { facts: componentFacts({ [file]: source }, recipes), styleImports: styleImports(file, source) };
      }
      return `export default ${JSON.stringify(sources)};`;
    },
  };
}

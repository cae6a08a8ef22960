import type { Plugin } from 'vite';

/**
 * The page's first script (index.html's module, boot.ts and the names it reads), which starts
 * the app only after the first paint. Statically imported by an entry, they are `$initial`
 * too, and in the shell's chunk they would have the page download the whole app before it.
 */
const bootModules = /storefront\/app\/(index\.html|boot\.ts|ssr\/appStart\.ts)$/;

/**
 * Money and the performance types: two tiny modules the bundler gave a file each (461 B gz
 * together), which the home page, the model page and most others download both of; one file
 * is 409 B gz and one request fewer.
 */
const moneyModules = /kit\/src\/(domain\/money|i18n\/useMoney|i18n\/Money|domain\/performance\/types)\.tsx?$/;

/**
 * Everything every page runs before its first render, in the entry's one chunk: the libraries
 * (React, the router, SWR, the ICU formatter) and the shell's own modules (providers, layout,
 * API client, intl), i.e. every module the app's entry (main.tsx) imports statically
 * (Rolldown's `$initial`).
 * Left to itself the bundler cuts them into several chunks wherever a lazy route shares a
 * module with the shell; each is another request on a slow phone network and compresses worse
 * alone (six such files cost the home page 1.7 KB gz; bench/README.md "page-speed"). One file
 * means a release re-downloads React with the shop's code: first paint is what the issue
 * budgets, and the shop is released as a whole anyway.
 */
export function shellChunk(): Plugin {
  return {
    name: 'rigsmith:shell-chunk',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], test: (id: string) => !bootModules.test(id), priority: 100 },
            { name: 'money', test: moneyModules, priority: 90 },
          ],
        },
      };
    },
  };
}

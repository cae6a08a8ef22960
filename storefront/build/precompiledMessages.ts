import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** One ICU message's AST; a message that does not parse throws, naming where it is. */
export function compileMessage(where: string, messageId: string, text: string) {
  try {
    return parse(text);
  } catch (error) {
    throw new Error(`${where}: message "${messageId}" is not valid ICU: ${String(error)}`);
  }
}

/** The kit's and the storefront's message catalogues: `i18n/messages/<area>/<locale>.json`. */
const CATALOGUE_FILE = /\/i18n\/messages\/(?:[a-z]+\/)?[a-z]{2}-[A-Z]{2}\.json$/;

/**
 * Compiles every ICU message of the catalogues to its AST at build time (what
 * `formatjs compile --ast` does), and points the runtime at the parser-free build of
 * `@formatjs/icu-messageformat-parser`, so the browser never downloads the ICU parser.
 * A message that does not parse fails the build, not the shopper's page.
 */
export function precompiledMessages(): Plugin {
  return {
    name: 'rigsmith:precompiled-messages',
    enforce: 'pre',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
    }),
    transform(code, id) {
      if (!CATALOGUE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([messageId, text]) => [messageId, compileMessage(id, messageId, text)]));
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

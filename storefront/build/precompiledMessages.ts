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

/** intl-messageformat's own build, the one module the rewrite below applies to. */
const INTL_MESSAGEFORMAT = /\/node_modules\/intl-messageformat\/index\.js$/;
const CLASS_START = 'var IntlMessageFormat = class IntlMessageFormat {';
const CLASS_END = '};\n//#endregion\n//#region packages/intl-messageformat/index.ts';

/**
 * Marks intl-messageformat's `IntlMessageFormat` class pure, so a bundle that imports only its
 * `formatToParts` (as the kit's createIntl does) leaves the class out, and with it its config
 * merging and memoised formatter caches (about 2 KB gz of every page). Its static blocks assign
 * to the class itself, which bundlers keep as possible side effects. Throws when a new version
 * changes the text it looks for, so an upgrade cannot quietly bring the bytes back.
 */
export function pureIntlMessageFormatClass(code: string): string {
  const start = code.indexOf(CLASS_START);
  const end = code.indexOf(CLASS_END, start);
  if (start < 0 || end < 0)
    throw new Error('intl-messageformat/index.js changed: update pureIntlMessageFormatClass (storefront/build/precompiledMessages.ts)');
  return `${code.slice(0, start)}var IntlMessageFormat = /* @__PURE__ */ (() => class IntlMessageFormat {${code.slice(start + CLASS_START.length, end)}})();${code.slice(end + 2)}`;
}

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
      if (INTL_MESSAGEFORMAT.test(id)) return { code: pureIntlMessageFormatClass(code), map: null };
      if (!CATALOGUE_FILE.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([messageId, text]) => [messageId, compileMessage(id, messageId, text)]));
      // Still JSON: Vite's own JSON plugin turns it into a module after this.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

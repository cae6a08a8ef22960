import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { localeTags } from '../../kit/src/domain/storefronts.ts';
import { messageGroups, routeOwnedNamespaces, screenMessageGroups, type MessageGroup } from '../app/i18n/messageGroups.ts';
import { compileMessage } from './precompiledMessages.ts';

const MODULE_ID = 'virtual:rigsmith-message-groups';
const GROUP_PREFIX = 'virtual:rigsmith-messages/';
const catalogueDirs = ['../../kit/src/i18n/messages', '../app/i18n/messages'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

type Catalogue = Record<string, string>;
const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'));

/** Every catalogue file of one locale: the kit's areas first, then the storefront's over them (as `bundledCatalogue`). */
function catalogueFiles(locale: string): string[] {
  return catalogueDirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith(`${locale}.json`))
      .sort()
      .map((file) => join(dir, file)),
  );
}

function readCatalogue(files: string[]): Catalogue {
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Catalogue));
}

/** The namespaces of a group; `rest` is every one the shell does not hold and no group owns. */
function namespacesOf(group: MessageGroup, all: Iterable<string>): Set<string> {
  if (group !== 'rest') return new Set(messageGroups[group]);
  const left = new Set<string>([...messageGroups.shell, ...routeOwnedNamespaces]);
  return new Set([...all].filter((namespace) => !left.has(namespace)));
}

/** String literals that start with a known namespace and a dot: message ids, whole or as a template's head. */
function namespacesUsedIn(code: string, known: Set<string>): Set<string> {
  const used = new Set<string>();
  for (const [, namespace] of code.matchAll(/["'`]([A-Za-z][\w-]*)\.[\w$]/g)) if (known.has(namespace!)) used.add(namespace!);
  return used;
}

/**
 * Splits the storefront's catalogue by `messageGroups` into one module per group and locale
 * (`virtual:rigsmith-message-groups` exports `loadMessageGroup(group, locale)`), compiled to
 * ICU ASTs in a build. After a build it checks that every namespace the shell's chunks use
 * is in the shell group, and every namespace a grouped route's chunks use is in the shell or
 * the route's group: a gap would show message ids to shoppers, so it fails the build.
 */
export function messageGroupsPlugin(): Plugin {
  let build = false;
  let root = '';
  return {
    name: 'rigsmith:message-groups',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    resolveId(id) {
      if (id === MODULE_ID || id.startsWith(GROUP_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE_ID}`) {
        const groups: MessageGroup[] = [...(Object.keys(messageGroups) as MessageGroup[]), 'rest'];
        const cases = groups.flatMap((group) =>
          localeTags.map((locale) => `    case '${group}/${locale}': return import('${GROUP_PREFIX}${group}/${locale}');`),
        );
        return [
          "/** One group of one locale's messages, its own chunk. */",
          'export function loadMessageGroup(group, locale) {',
          '  switch (`${group}/${locale}`) {',
          ...cases,
          '    default: return Promise.reject(new Error(`No message group ${group} for ${locale}`));',
          '  }',
          '}',
        ].join('\n');
      }
      if (!id.startsWith(`\0${GROUP_PREFIX}`)) return null;
      const [group, locale] = id.slice(GROUP_PREFIX.length + 1).split('/') as [MessageGroup, string];
      const files = catalogueFiles(locale);
      for (const file of files) this.addWatchFile(file);
      const catalogue = readCatalogue(files);
      const namespaces = namespacesOf(group, Object.keys(catalogue).map(namespaceOf));
      const messages = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([messageId]) => namespaces.has(namespaceOf(messageId)))
          // In a build the ASTs, so the browser needs no ICU parser; in development the text.
          .map(([messageId, text]) => [messageId, build ? compileMessage(`${locale}/${group}`, messageId, text) : text]),
      );
      return `export default ${JSON.stringify(messages)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const known = new Set(Object.keys(readCatalogue(catalogueFiles('en-GB'))).map(namespaceOf));
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const screenChunks = new Set(
        chunks.filter((chunk) => chunk.isDynamicEntry && /\/screens\//.test(chunk.facadeModuleId ?? '')).map((chunk) => chunk.fileName),
      );
      /** A chunk and what it imports, statically and (without other screens) dynamically, short of the chunks in `seen`. */
      const closure = (fileName: string, dynamic: boolean, seen = new Set<string>()) => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const chunk = byFile.get(fileName)!;
        for (const imported of chunk.imports) closure(imported, dynamic, seen);
        if (dynamic)
          for (const imported of chunk.dynamicImports) if (!screenChunks.has(imported) && byFile.has(imported)) closure(imported, dynamic, seen);
        return seen;
      };
      const usedBy = (files: Set<string>) => {
        const used = new Set<string>();
        for (const file of files) for (const namespace of namespacesUsedIn(byFile.get(file)!.code, known)) used.add(namespace);
        return used;
      };
      const problems: string[] = [];
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const shellFiles = closure(entry.fileName, false);
      const shell = new Set<string>(messageGroups.shell);
      const shellMissing = [...usedBy(shellFiles)].filter((namespace) => !shell.has(namespace));
      if (shellMissing.length) problems.push(`the shell's chunks use namespaces outside messageGroups.shell: ${shellMissing.join(', ')}`);
      for (const [screen, group] of Object.entries(screenMessageGroups)) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, screen));
        if (!chunk) {
          problems.push(`no chunk for ${screen}: is it still lazy-loaded?`);
          continue;
        }
        const own = new Set<string>(messageGroups[group]);
        // The shell's chunks are there already; what the route adds is the rest of its closure.
        const routeFiles = [...closure(chunk.fileName, true, new Set(shellFiles))].filter((file) => !shellFiles.has(file));
        const missing = [...usedBy(new Set(routeFiles))].filter((namespace) => !shell.has(namespace) && !own.has(namespace));
        if (missing.length) problems.push(`${screen} uses namespaces outside messageGroups.shell and messageGroups.${group}: ${missing.join(', ')}`);
      }
      // Routes on `rest` must not render a namespace a group owns: `rest` leaves those out.
      const grouped = new Set(
        Object.keys(screenMessageGroups).map((screen) => chunks.find((candidate) => candidate.facadeModuleId === join(root, screen))?.fileName),
      );
      const owned = new Set(routeOwnedNamespaces);
      for (const screenFile of screenChunks) {
        if (grouped.has(screenFile)) continue;
        const routeFiles = [...closure(screenFile, true, new Set(shellFiles))].filter((file) => !shellFiles.has(file));
        const misplaced = [...usedBy(new Set(routeFiles))].filter((namespace) => owned.has(namespace));
        if (misplaced.length)
          problems.push(`${byFile.get(screenFile)!.facadeModuleId} uses namespaces a group owns (routeOwnedNamespaces): ${misplaced.join(', ')}`);
      }
      if (problems.length)
        this.error(`Message groups (storefront/app/i18n/messageGroups.ts) miss strings a page renders:\n- ${problems.join('\n- ')}`);
    },
  };
}

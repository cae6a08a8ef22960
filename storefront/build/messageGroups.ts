import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { localeTags } from '../../kit/src/domain/storefronts.ts';
import { messageGroups, routeOwnedNamespaces, screenMessageGroups, screenPartMessageGroups, type MessageGroup } from '../app/i18n/messageGroups.ts';
import { compileMessage } from './precompiledMessages.ts';

const MODULE_ID = 'virtual:rigsmith-message-groups';
const GROUP_PREFIX = 'virtual:rigsmith-messages/';
const catalogueDirs = ['../../kit/src/i18n/messages', '../app/i18n/messages'].map((dir) => fileURLToPath(new URL(dir, import.meta.url)));

type Catalogue = Record<string, string>;
const namespaceOf = (id: string) => id.slice(0, id.indexOf('.'));
/** Whether an id (or an id's head, `cartLine.problem` of a template) is under one of the prefixes (messageGroups.ts). */
const underAny = (id: string, prefixes: Iterable<string>) => [...prefixes].some((prefix) => id === prefix || id.startsWith(`${prefix}.`));

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

/** Whether a message is in a group; `rest` is every one the shell does not hold and no group owns. */
function inGroup(group: MessageGroup, id: string): boolean {
  if (group !== 'rest') return underAny(id, messageGroups[group]);
  return !underAny(id, messageGroups.shell) && !routeOwnedNamespaces.includes(namespaceOf(id));
}

/**
 * String literals that name messages: an id, or a template's head (`cartLine.problem.${…}`
 * reads as `cartLine.problem`) that some ids start with. Others that merely look like one (the
 * permission 'support.answer') are not strings a page renders.
 */
function idsUsedIn(code: string, ids: Set<string>, heads: Set<string>): Set<string> {
  const used = new Set<string>();
  for (const [, id] of code.matchAll(/["'`]([A-Za-z][\w-]*(?:\.[\w-]+)+|[A-Za-z][\w-]*(?=\.\$\{))/g))
    if (ids.has(id!) || heads.has(id!)) used.add(id!);
  return used;
}

/** Every proper prefix of the ids, by segments (`cartLine.problem.product` → `cartLine`, `cartLine.problem`). */
function headsOf(ids: Iterable<string>): Set<string> {
  const heads = new Set<string>();
  for (const id of ids) {
    const segments = id.split('.');
    for (let length = 1; length < segments.length; length += 1) heads.add(segments.slice(0, length).join('.'));
  }
  return heads;
}

/**
 * Splits the storefront's catalogue by `messageGroups` into one module per group and locale
 * (`virtual:rigsmith-message-groups` exports `loadMessageGroup(group, locale)`), compiled to
 * ICU ASTs in a build. After a build it checks that every id the shell's chunks use is in
 * the shell group, and every id a grouped route's chunks use is in the shell or the route's
 * group: a gap would show message ids to shoppers, so it fails the build.
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
      const messages = Object.fromEntries(
        Object.entries(catalogue)
          .filter(([messageId]) => inGroup(group, messageId))
          // In a build the ASTs, so the browser needs no ICU parser; in development the text.
          .map(([messageId, text]) => [messageId, build ? compileMessage(`${locale}/${group}`, messageId, text) : text]),
      );
      return `export default ${JSON.stringify(messages)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const ids = new Set(Object.keys(readCatalogue(catalogueFiles('en-GB'))));
      const heads = headsOf(ids);
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
        for (const file of files) for (const id of idsUsedIn(byFile.get(file)!.code, ids, heads)) used.add(id);
        return used;
      };
      const problems: string[] = [];
      const entry = chunks.find((chunk) => chunk.isEntry)!;
      const shellFiles = closure(entry.fileName, false);
      const shell = messageGroups.shell;
      const shellMissing = [...usedBy(shellFiles)].filter((id) => !underAny(id, shell));
      if (shellMissing.length) problems.push(`the shell's chunks use ids outside messageGroups.shell: ${shellMissing.join(', ')}`);
      for (const [screen, group] of [...Object.entries(screenMessageGroups), ...Object.entries(screenPartMessageGroups)]) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, screen));
        if (!chunk) {
          problems.push(`no chunk for ${screen}: is it still lazy-loaded?`);
          continue;
        }
        const own = messageGroups[group];
        // The shell's chunks are there already; what the route adds is the rest of its closure.
        const routeFiles = [...closure(chunk.fileName, true, new Set(shellFiles))].filter((file) => !shellFiles.has(file));
        const missing = [...usedBy(new Set(routeFiles))].filter((id) => !underAny(id, shell) && !underAny(id, own));
        if (missing.length) problems.push(`${screen} uses ids outside messageGroups.shell and messageGroups.${group}: ${missing.join(', ')}`);
      }
      // Routes on `rest` must not render a namespace a group owns: `rest` leaves those out.
      const grouped = new Set(
        [...Object.keys(screenMessageGroups), ...Object.keys(screenPartMessageGroups)].map(
          (screen) => chunks.find((candidate) => candidate.facadeModuleId === join(root, screen))?.fileName,
        ),
      );
      const owned = new Set(routeOwnedNamespaces);
      for (const screenFile of screenChunks) {
        if (grouped.has(screenFile)) continue;
        const routeFiles = [...closure(screenFile, true, new Set(shellFiles))].filter((file) => !shellFiles.has(file));
        const misplaced = [...usedBy(new Set(routeFiles))].filter((id) => owned.has(namespaceOf(`${id}.`)));
        if (misplaced.length)
          problems.push(`${byFile.get(screenFile)!.facadeModuleId} uses namespaces a group owns (routeOwnedNamespaces): ${misplaced.join(', ')}`);
      }
      if (problems.length)
        this.error(`Message groups (storefront/app/i18n/messageGroups.ts) miss strings a page renders:\n- ${problems.join('\n- ')}`);
    },
  };
}

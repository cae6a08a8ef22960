import { createHash } from 'node:crypto';
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
 * A value as a JavaScript literal with the keys that can go unquoted unquoted, as a minifier
 * writes it (the strings' files are written as they are, not minified): `{type:0,value:"Save "}`.
 */
function jsLiteral(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsLiteral).join(',')}]`;
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return `{${entries.map(([key, item]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${jsLiteral(item)}`).join(',')}}`;
}

/**
 * Splits the storefront's catalogue by `messageGroups` into one module per group and locale
 * (`virtual:rigsmith-message-groups` exports `loadMessageGroup(group, locale)`), compiled to
 * ICU ASTs in a build, where each is a file `assets/strings-{hash}/{group}.{locale}.js`. After a build it checks that every id the shell's chunks use is in
 * the shell group, and every id a grouped route's chunks use is in the shell or the route's
 * group: a gap would show message ids to shoppers, so it fails the build.
 */
export function messageGroupsPlugin(): Plugin {
  let build = false;
  let root = '';
  /** In a build, the folder under assets/ the strings' files are written to. */
  let stringsFolder: string | null = null;
  const groups: MessageGroup[] = [...(Object.keys(messageGroups) as MessageGroup[]), 'rest'];

  /** One group of one locale's strings as a module: in a build their ASTs, so the browser needs no ICU parser; in development the text. */
  function groupModule(group: MessageGroup, locale: string, watch: (file: string) => void): string {
    const files = catalogueFiles(locale);
    for (const file of files) watch(file);
    const messages = Object.fromEntries(
      Object.entries(readCatalogue(files))
        .filter(([messageId]) => inGroup(group, messageId))
        .map(([messageId, text]) => [messageId, build ? compileMessage(`${locale}/${group}`, messageId, text) : text]),
    );
    return `export default ${build ? jsLiteral(messages) : JSON.stringify(messages)};`;
  }

  return {
    name: 'rigsmith:message-groups',
    configResolved(config) {
      build = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      if (!build || this.environment.name !== 'client') return;
      // Every group of every locale is a file of its own, in one folder named by the hash of all
      // of them, so the entry finds one by its name (the folder, the group and the locale): a table
      // of 30 hashed file names was 0.4 KB gz of every page's first load (bench/README.md
      // "page-speed"). The folder's name changes with any string, so /assets stays immutable.
      const modules = new Map<string, string>();
      const hash = createHash('sha256');
      for (const group of groups)
        for (const locale of localeTags) {
          const code = groupModule(group, locale, (file) => this.addWatchFile(file));
          modules.set(`${group}/${locale}`, code);
          hash.update(`${group}/${locale}\n${code}\n`);
        }
      const folder = `strings-${hash.digest('base64url').slice(0, 10)}`;
      stringsFolder = folder;
      // Files, not chunks: a chunk emitted by a plugin is an entry, which would split the shell.
      // Each has no imports; the manifest maps `virtual:rigsmith-messages/{group}/{locale}` to it.
      for (const [key, source] of modules) {
        const [group, locale] = key.split('/');
        this.emitFile({
          type: 'asset',
          name: `${group}.${locale}.js`,
          fileName: `assets/${folder}/${group}.${locale}.js`,
          originalFileName: `${GROUP_PREFIX}${key}`,
          source,
        });
      }
    },
    resolveId(id) {
      if (id === MODULE_ID || id.startsWith(GROUP_PREFIX)) return `\0${id}`;
      return null;
    },
    load(id) {
      if (id === `\0${MODULE_ID}`) {
        if (stringsFolder && this.environment.name === 'client') {
          return [
            "/** One group of one locale's messages: its file, beside the entry's (storefront/build/messageGroups.ts). */",
            'export function loadMessageGroup(group, locale) {',
            `  const file = \`./${stringsFolder}/\${group}.\${locale}.js\`;`,
            '  return import(/* @vite-ignore */ file);',
            '}',
          ].join('\n');
        }
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
      // In development, the switch's imports (a build writes the files in buildStart).
      const [group, locale] = id.slice(GROUP_PREFIX.length + 1).split('/') as [MessageGroup, string];
      return groupModule(group, locale, (file) => this.addWatchFile(file));
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
      // index.html's first script and the app it imports after the first paint.
      const shellFiles = new Set<string>();
      for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry.fileName, false, shellFiles);
      const shell = messageGroups.shell;
      const shellMissing = [...usedBy(shellFiles)].filter((id) => !underAny(id, shell));
      if (shellMissing.length) problems.push(`the shell's chunks use ids outside messageGroups.shell: ${shellMissing.join(', ')}`);
      const checked = [
        ...Object.entries(screenMessageGroups).map(([screen, group]) => ({ screen, groups: [group] })),
        // A part renders inside its screen, whose strings are there already.
        ...Object.entries(screenPartMessageGroups).map(([screen, { group, within }]) => ({ screen, groups: [group, within] })),
      ];
      for (const { screen, groups } of checked) {
        const chunk = chunks.find((candidate) => candidate.facadeModuleId === join(root, screen));
        if (!chunk) {
          problems.push(`no chunk for ${screen}: is it still lazy-loaded?`);
          continue;
        }
        const own = groups.flatMap((group) => messageGroups[group]);
        // The shell's chunks are there already; what the route adds is the rest of its closure.
        const routeFiles = [...closure(chunk.fileName, true, new Set(shellFiles))].filter((file) => !shellFiles.has(file));
        const missing = [...usedBy(new Set(routeFiles))].filter((id) => !underAny(id, shell) && !underAny(id, own));
        const named = ['shell', ...groups].map((group) => `messageGroups.${group}`).join(', ');
        if (missing.length) problems.push(`${screen} uses ids outside ${named}: ${missing.join(', ')}`);
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

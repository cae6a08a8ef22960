import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { APP_ENTRY_META } from '../app/ssr/appStart';

/**
 * The app (main.tsx) is an entry of the build of its own, which index.html does not load:
 * its first script, boot.ts, imports it once the page has painted. This names the app's
 * built file in index.html for boot.ts, and links the app's style sheets there, since the
 * shell must paint styled before any of its scripts has arrived. In development the app is
 * its source, which Vite's server compiles on request (and whose styles it injects itself).
 */
export function appEntry(entry = 'main.tsx'): Plugin {
  let root = '';
  return {
    name: 'rigsmith:app-entry',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? appEntryTags(context.bundle, join(root, entry)) : [appMeta(`/${entry}`)]),
    },
  };
}

const appMeta = (content: string): HtmlTagDescriptor => ({ tag: 'meta', attrs: { name: APP_ENTRY_META, content }, injectTo: 'head' });

/** index.html's tags for the built app whose entry module is `appModule`: its file's name and its style sheets. */
export function appEntryTags(bundle: Rollup.OutputBundle, appModule: string): HtmlTagDescriptor[] {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk');
  const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === appModule);
  if (!app) throw new Error(`The build has no entry for ${appModule}: add it to build.rollupOptions.input`);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  return [
    appMeta(`/${app.fileName}`),
    ...stylesOf(app, byFile).map((href): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: '', href: `/${href}` },
      injectTo: 'head',
    })),
  ];
}

/** The style sheets of a chunk and of every chunk it imports statically, imported ones first (the cascade's order). */
function stylesOf(chunk: Rollup.OutputChunk, byFile: Map<string, Rollup.OutputChunk>, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return [];
  seen.add(chunk.fileName);
  const imported = chunk.imports.flatMap((file) => (byFile.has(file) ? stylesOf(byFile.get(file)!, byFile, seen) : []));
  return [...new Set([...imported, ...(chunk.viteMetadata?.importedCss ?? [])])];
}

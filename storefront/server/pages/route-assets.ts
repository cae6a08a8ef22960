import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './head';

/** One entry of Vite's build manifest (storefront/dist/app/.vite/manifest.json). */
type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * What a server-rendered page drew lazily: its screen's module and its group of strings, and
 * the modules of the parts below its fold that the browser downloads only as it hydrates.
 */
export type PageAssets = { module: string; messages: string; deferred?: readonly string[] };

export type RouteAssets = {
  /**
   * Head tags for the page's screen chunk, the chunks and styles it imports (the styles
   * inline), and its locale's strings; for its deferred parts, only their styles (the page
   * paints them).
   */
  linksFor(assets: PageAssets | undefined, locale: string): string;
};

/**
 * The head links that let a server-rendered page paint styled and hydrate without a
 * waterfall. index.html links only the shell's chunk and styles; a page's screen is a lazy
 * chunk whose styles would otherwise arrive with its script, after the first paint (a layout
 * shift: the listing's grid moved by 0.06 CLS), and whose strings the browser would fetch
 * only once the shell ran. Without a manifest (a build without one, tests' templates) there
 * are no links, and the browser loads the same files itself.
 *
 * The route's chunks are preloaded at low priority: the server drew the page, so none of them
 * is needed to paint it, only to hydrate it. At the browser's default (high, as for a blocking
 * script) they took the bandwidth of a slow network from the style sheet, the font and the
 * largest paint's picture, and Lighthouse's simulation counts every high-priority script that
 * arrived before the first paint as blocking it (bench/README.md "page-speed").
 */
export function createRouteAssets(staticDir: string): RouteAssets {
  const file = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { linksFor: () => '' };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error(`${file} has no entry`);
  const inTemplate = closure(manifest, [entry]);
  const cached = new Map<string, string>();

  /**
   * A route's style sheet written into the head, in the place its `<link>` had (so the cascade
   * keeps its order): a few KB each, they were requests of their own that blocked the first
   * paint while the route's scripts took the bandwidth. A disabled `<link>` of the same file
   * follows it: the browser neither downloads nor applies it, but Vite's preload helper finds
   * it when the screen's chunk loads, and so does not add the sheet again at the head's end,
   * where it would override what came after it.
   */
  const inlineStyle = (css: string) => {
    const text = readFileSync(join(staticDir, css), 'utf8').trimEnd();
    if (/<\/style/i.test(text)) throw new Error(`${css} contains </style and cannot be written into the page`);
    const href = escapeHtml(`/${css}`);
    return `<style data-href="${href}">${text}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled />`;
  };

  const messageChunk = (group: string, locale: string) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`virtual:rigsmith-messages/${group}/${locale}`));
    if (!key) throw new Error(`The build has no strings of the group ${group} for ${locale}`);
    return key;
  };

  return {
    linksFor(assets, locale) {
      const cacheKey = `${assets?.module} ${assets?.messages} ${assets?.deferred?.join(',')} ${locale}`;
      const known = cached.get(cacheKey);
      if (known !== undefined) return known;
      const roots = [messageChunk('shell', locale)];
      if (assets) {
        if (!manifest[assets.module]) throw new Error(`The build has no chunk for ${assets.module}: is it still lazily loaded?`);
        roots.push(assets.module, messageChunk(assets.messages, locale));
      }
      const keys = [...closure(manifest, roots)].filter((key) => !inTemplate.has(key));
      const deferred = assets?.deferred ?? [];
      for (const part of deferred) if (!manifest[part]) throw new Error(`The build has no chunk for ${part}: is it still lazily loaded?`);
      // A deferred part's chunks download once the page hydrates, but the server drew it: its styles come now.
      const styled = [...keys, ...closure(manifest, [...deferred])];
      const styles = new Set(styled.flatMap((key) => manifest[key]!.css ?? []));
      for (const key of inTemplate) for (const css of manifest[key]!.css ?? []) styles.delete(css);
      const links = [
        ...[...styles].map(inlineStyle),
        ...keys.map((key) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(manifest[key]!.file)}" fetchpriority="low" />`),
      ].join('\n    ');
      cached.set(cacheKey, links);
      return links;
    },
  };
}

/** The manifest keys of `roots` and everything they import statically. */
function closure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

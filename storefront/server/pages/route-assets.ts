import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFERRED_MODULES_META } from '../../app/ssr/appStart';
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
   * Head tags for the page's screen: the styles of its chunk and of the chunks it imports
   * (inline), and for its deferred parts only their styles (the page paints them); and the
   * modules its hydration needs, for the page's first script to fetch after the first paint.
   */
  linksFor(assets: PageAssets | undefined, locale: string): string;
};

/**
 * The head tags that let a server-rendered page paint styled and hydrate without a
 * waterfall. index.html loads only its first script (boot.ts) and the app's styles; a page's
 * screen is a lazy chunk whose styles would otherwise arrive with its script, after the first
 * paint (a layout shift: the listing's grid moved by 0.06 CLS), and whose strings the browser
 * would ask for only once the app ran. Without a manifest (a build without one, tests'
 * templates) there are no tags, and the browser loads the same files itself.
 *
 * The modules are not `<link rel="modulepreload">`s of the head: the server drew the page, so
 * none of them is needed to paint it, only to hydrate it. Fetched with the page, even at low
 * priority, they took a slow network's bandwidth from the style sheet, the font and the
 * largest paint's picture, and Lighthouse's simulation counts every request that ended before
 * the first paint as delaying it (bench/README.md "page-speed"). They are listed in a
 * `<meta>` instead, which boot.ts preloads once the page has painted.
 */
export function createRouteAssets(staticDir: string): RouteAssets {
  const file = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return { linksFor: () => '' };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  // index.html's own script, and the app it imports once the page has painted (vite.config.ts).
  const pageEntries = entries.filter((key) => key.endsWith('.html'));
  const app = entries.find((key) => !key.endsWith('.html'));
  if (pageEntries.length === 0 || !app) throw new Error(`${file} must have index.html and the app (main.tsx) as entries`);
  const loadedByPage = closure(manifest, pageEntries);
  // index.html links the app's styles itself (storefront/build/appEntry.ts).
  const linkedStyles = new Set([...closure(manifest, [...pageEntries, app])].flatMap((key) => manifest[key]!.css ?? []));
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
      const roots = [app, messageChunk('shell', locale)];
      if (assets) {
        if (!manifest[assets.module]) throw new Error(`The build has no chunk for ${assets.module}: is it still lazily loaded?`);
        roots.push(assets.module, messageChunk(assets.messages, locale));
      }
      const keys = [...closure(manifest, roots)].filter((key) => !loadedByPage.has(key));
      const deferred = assets?.deferred ?? [];
      for (const part of deferred) if (!manifest[part]) throw new Error(`The build has no chunk for ${part}: is it still lazily loaded?`);
      // A deferred part's chunks download once the page hydrates, but the server drew it: its styles come now.
      const styled = [...keys, ...closure(manifest, [...deferred])];
      const styles = new Set(styled.flatMap((key) => manifest[key]!.css ?? []));
      for (const css of linkedStyles) styles.delete(css);
      // boot.ts imports the app itself, at the priority of a script it needs now.
      const modules = keys.filter((key) => key !== app).map((key) => `/${manifest[key]!.file}`);
      const links = [
        ...[...styles].map(inlineStyle),
        ...(modules.length > 0 ? [`<meta name="${DEFERRED_MODULES_META}" content="${escapeHtml(modules.join(' '))}" />`] : []),
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

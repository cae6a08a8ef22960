import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFERRED_MODULES_META } from '../../app/ssr/appStart';
import { createRouteAssets } from './route-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function builtApp(manifest: Record<string, unknown> | null): string {
  const dir = mkdtempSync(join(tmpdir(), 'rigsmith-route-assets-'));
  dirs.push(dir);
  if (manifest) {
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    mkdirSync(join(dir, 'assets'));
    for (const chunk of Object.values(manifest) as { css?: string[] }[])
      for (const css of chunk.css ?? []) writeFileSync(join(dir, css), `.${css.replace(/\W/g, '_')}{color:red}\n`);
  }
  return dir;
}

// The shape of Vite's manifest: index.html's first script, and the app it imports after the
// first paint, whose styles (its own and of the chunk it shares with a screen) index.html links;
// the screen, its own imports and styles, and the strings are the page's to name.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true },
  'main.tsx': { file: 'assets/app-1.js', isEntry: true, imports: ['_shell.js'], css: ['assets/app-1.css'] },
  '_shell.js': { file: 'assets/shell-1.js', css: ['assets/shared-1.css'] },
  'screens/ListingScreen.tsx': {
    file: 'assets/Listing-1.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_cards.js'],
    css: ['assets/Listing-1.css', 'assets/shared-1.css'],
  },
  '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
  // A part of the listing below its fold, imported dynamically by the screen.
  'screens/ListingDetails.tsx': {
    file: 'assets/Details-1.js',
    isDynamicEntry: true,
    imports: ['_shell.js', '_table.js'],
    css: ['assets/Details-1.css', 'assets/shared-1.css'],
  },
  '_table.js': { file: 'assets/table-1.js', css: ['assets/table-1.css'] },
  '../../virtual:rigsmith-messages/shell/fr-FR': { file: 'assets/fr-FR-shell.js' },
  '../../virtual:rigsmith-messages/rest/fr-FR': { file: 'assets/fr-FR-rest.js' },
};

/** The style sheets written into the head: their text, and a disabled link of the same file right after. */
const inlined = (links: string) =>
  [...links.matchAll(/<style data-href="\/([^"]+)">([^<]*)<\/style>\s*<link rel="stylesheet" crossorigin href="\/([^"]+)" disabled \/>/g)].map(
    ([, href, text, linked]) => {
      expect(linked).toBe(href);
      expect(text).toBe(`.${href!.replace(/\W/g, '_')}{color:red}`);
      return href;
    },
  );

/** The modules the page names for boot.ts to fetch after the first paint. */
const deferredModules = (links: string) => {
  const { document } = new JSDOM(`<!doctype html><head>${links}</head>`).window;
  const metas = document.querySelectorAll(`meta[name="${DEFERRED_MODULES_META}"]`);
  expect(metas.length).toBeLessThanOrEqual(1);
  return (metas[0]?.getAttribute('content') ?? '').split(' ').filter(Boolean);
};

describe('route assets', () => {
  it('inlines the styles of the screen’s chunk and what it imports, and names its modules and the locale’s strings, not what index.html loads', () => {
    const links = createRouteAssets(builtApp(manifest)).linksFor({ module: 'screens/ListingScreen.tsx', messages: 'rest' }, 'fr-FR');
    const hrefs = (rel: string) => [...links.matchAll(new RegExp(`rel="${rel}" crossorigin href="/([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(hrefs('stylesheet').sort()).toEqual(['assets/Listing-1.css', 'assets/cards-1.css']);
    expect(inlined(links).sort()).toEqual(['assets/Listing-1.css', 'assets/cards-1.css']);
    // The app's own file is boot.ts's to import; its chunks, the screen's and the strings are preloaded.
    expect(deferredModules(links).sort()).toEqual([
      '/assets/Listing-1.js',
      '/assets/cards-1.js',
      '/assets/fr-FR-rest.js',
      '/assets/fr-FR-shell.js',
      '/assets/shell-1.js',
    ]);
  });

  it('links a deferred part’s styles, so the server’s drawing of it paints styled, but not its chunks or strings', () => {
    const links = createRouteAssets(builtApp(manifest)).linksFor(
      { module: 'screens/ListingScreen.tsx', messages: 'rest', deferred: ['screens/ListingDetails.tsx'] },
      'fr-FR',
    );
    const hrefs = (rel: string) => [...links.matchAll(new RegExp(`rel="${rel}" crossorigin href="/([^"]+)"`, 'g'))].map((match) => match[1]);
    expect(hrefs('stylesheet').sort()).toEqual(['assets/Details-1.css', 'assets/Listing-1.css', 'assets/cards-1.css', 'assets/table-1.css']);
    expect(inlined(links).sort()).toEqual(['assets/Details-1.css', 'assets/Listing-1.css', 'assets/cards-1.css', 'assets/table-1.css']);
    expect(deferredModules(links)).not.toContain('/assets/Details-1.js');
    expect(deferredModules(links)).not.toContain('/assets/table-1.js');
  });

  it('blocks the first paint on no style sheet request of the route’s: every one is inline, and only the template’s is linked', () => {
    const links = createRouteAssets(builtApp(manifest)).linksFor({ module: 'screens/ListingScreen.tsx', messages: 'rest' }, 'fr-FR');
    const { document } = new JSDOM(`<!doctype html><head>${links}</head>`).window;
    const blocking = [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) => !link.hasAttribute('disabled'));
    expect(blocking).toEqual([]);
    expect(document.querySelectorAll('style')).toHaveLength(2);
  });

  it('requests no module before the first paint: they are named for boot.ts, not preloaded from the head', () => {
    const links = createRouteAssets(builtApp(manifest)).linksFor(
      { module: 'screens/ListingScreen.tsx', messages: 'rest', deferred: ['screens/ListingDetails.tsx'] },
      'fr-FR',
    );
    const { document } = new JSDOM(`<!doctype html><head>${links}</head>`).window;
    expect(document.querySelectorAll('link[rel="modulepreload"], script')).toHaveLength(0);
    // Nothing the head gets from here is a request: the styles are inline, their links disabled.
    expect(document.head.querySelectorAll(`:not(style, link[rel="stylesheet"][disabled], meta[name="${DEFERRED_MODULES_META}"])`)).toHaveLength(0);
    expect(deferredModules(links)).toHaveLength(5);
  });

  it('fails for a deferred part the build does not have', () => {
    expect(() =>
      createRouteAssets(builtApp(manifest)).linksFor(
        { module: 'screens/ListingScreen.tsx', messages: 'rest', deferred: ['screens/Gone.tsx'] },
        'fr-FR',
      ),
    ).toThrow(/screens\/Gone\.tsx/);
  });

  it('names only the app’s chunks and the shell’s strings for a page without a lazy screen (the 404)', () => {
    const links = createRouteAssets(builtApp(manifest)).linksFor(undefined, 'fr-FR');
    expect(links).toBe(`<meta name="${DEFERRED_MODULES_META}" content="/assets/shell-1.js /assets/fr-FR-shell.js" />`);
  });

  it('fails for a build whose index.html loads the app itself, with no entry of the app’s own', () => {
    const { 'main.tsx': _app, ...oneEntry } = manifest;
    expect(() => createRouteAssets(builtApp(oneEntry))).toThrow(/main\.tsx/);
  });

  it('fails for a screen the build does not have, so the page falls back to the app shell', () => {
    expect(() => createRouteAssets(builtApp(manifest)).linksFor({ module: 'screens/Gone.tsx', messages: 'rest' }, 'fr-FR')).toThrow(
      /screens\/Gone\.tsx/,
    );
  });

  it('links nothing without a manifest', () => {
    expect(createRouteAssets(builtApp(null)).linksFor({ module: 'screens/ListingScreen.tsx', messages: 'rest' }, 'fr-FR')).toBe('');
  });
});

import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the Latin subset of the Inter web font (the one every
 * storefront's text uses) to index.html, so it downloads with the page, not after the CSS.
 */
export function fontPreload(fileName = /\/inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  return {
    name: 'rigsmith:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        // The app's style sheet, which names the font, is an entry's of its own (appEntry.ts), and
        // its assets may not be in the bundle yet when index.html is written: its chunk lists them.
        const files = Object.values(context.bundle ?? {}).flatMap((output) => [
          output.fileName,
          ...(output.type === 'chunk' ? (output.viteMetadata?.importedAssets ?? []) : []),
        ]);
        const font = files.find((file) => fileName.test(`/${file}`));
        if (!font) throw new Error('The Latin Inter font is not in the build: update fontPreload()');
        return [{ tag: 'link', attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' }, injectTo: 'head' }];
      },
    },
  };
}

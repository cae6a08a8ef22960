import { escapeHtml } from './head';

/** React's resource links at the start of a rendered root: the preloads it hoists (a picture's, say). */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

/**
 * The high-priority preloads React hoisted to the start of the rendered root (the picture a
 * page's largest paint waits for: `<img fetchPriority="high">`), moved out of it to go in the
 * head; the other preloads stay where React put them.
 */
export function hoistPriorityPreloads(rootHtml: string): { preloads: string[]; rootHtml: string } {
  const leading = LEADING_PRELOADS.exec(rootHtml)?.[0] ?? '';
  const links = leading.match(/<link[^>]*>/g) ?? [];
  const priority = links.filter((link) => /\sfetchPriority="high"/i.test(link));
  if (priority.length === 0) return { preloads: [], rootHtml };
  const rest = links.filter((link) => !priority.includes(link)).join('');
  return { preloads: priority, rootHtml: rest + rootHtml.slice(leading.length) };
}

/**
 * The built index.html with a page put in: `lang` on `<html>`, the page's head tags in place
 * of the template's title and description, the links of its route's assets at the head's
 * end, the rendered app inside `#root` and the data it was drawn with after it. Vite's script
 * and style tags stay as they are.
 *
 * React writes an `<img fetchPriority="high">`'s preload at the start of the root, after every
 * script, style and modulepreload of the head: the browser then queues the picture behind them
 * all, and the largest paint waits for it (a 2 KB picture took 560 ms to arrive on the listing).
 * Those preloads move up to the page's head tags, ahead of the template's script and styles.
 */
export function fillTemplate(
  template: string,
  page: { lang: string; headTags: string; links?: string; rootHtml: string; dataScript: string },
): string {
  const { preloads, rootHtml } = hoistPriorityPreloads(page.rootHtml);
  const headTags = [page.headTags, ...preloads].join('\n    ');
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => headTags)
      // After Vite's own tags (the shell's chunk and styles), so the shell loads first.
      .replace('</head>', () => (page.links ? `  ${page.links}\n  </head>` : '</head>'))
      // Functions, not strings: a `$` in the page must not be read as a replacement pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${rootHtml}</div>\n    ${page.dataScript}`)
  );
}

/** Checks the template still has what `fillTemplate` fills, so a changed index.html fails at start-up. */
export function assertTemplate(template: string): void {
  for (const part of ['<html lang="', '<title>', '<div id="root"></div>']) {
    if (!template.includes(part)) throw new Error(`index.html must contain ${part}`);
  }
}

import { escapeHtml } from './head';

/**
 * The built index.html with a page put in: `lang` on `<html>`, the page's head tags in place
 * of the template's title and description, the links of its route's assets at the head's
 * end, the rendered app inside `#root` and the data it was drawn with after it. Vite's script
 * and style tags stay as they are.
 */
export function fillTemplate(
  template: string,
  page: { lang: string; headTags: string; links?: string; rootHtml: string; dataScript: string },
): string {
  return (
    template
      .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(page.lang)}"`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, () => page.headTags)
      // After Vite's own tags (the shell's chunk and styles), so the shell loads first.
      .replace('</head>', () => (page.links ? `  ${page.links}\n  </head>` : '</head>'))
      // Functions, not strings: a `$` in the page must not be read as a replacement pattern.
      .replace('<div id="root"></div>', () => `<div id="root">${page.rootHtml}</div>\n    ${page.dataScript}`)
  );
}

/** Checks the template still has what `fillTemplate` fills, so a changed index.html fails at start-up. */
export function assertTemplate(template: string): void {
  for (const part of ['<html lang="', '<title>', '<div id="root"></div>']) {
    if (!template.includes(part)) throw new Error(`index.html must contain ${part}`);
  }
}

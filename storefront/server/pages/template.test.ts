import { describe, expect, it } from 'vitest';
import { fillTemplate, hoistPriorityPreloads } from './template';

const TEMPLATE = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Rigsmith</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const high = '<link rel="preload" as="image" href="/a.svg" fetchPriority="high"/>';
const other = '<link rel="preload" as="image" href="/b.svg"/>';

describe('the template', () => {
  it('moves React’s high-priority preloads from the root’s start, leaving the others and the page', () => {
    expect(hoistPriorityPreloads(`${high}${other}<main><p>page</p></main>`)).toEqual({
      preloads: [high],
      rootHtml: `${other}<main><p>page</p></main>`,
    });
  });

  it('leaves a root without a high-priority preload, and links inside the page, as they are', () => {
    const inside = `<main>${high}</main>`;
    expect(hoistPriorityPreloads(inside)).toEqual({ preloads: [], rootHtml: inside });
    expect(hoistPriorityPreloads(`${other}<main></main>`)).toEqual({ preloads: [], rootHtml: `${other}<main></main>` });
  });

  it('puts the picture’s preload in the head once, before the template’s script and styles', () => {
    const html = fillTemplate(TEMPLATE, {
      lang: 'fr-FR',
      headTags: '<title>Page</title>',
      links:
        '<link rel="stylesheet" crossorigin href="/assets/page-1.css" />\n<link rel="modulepreload" crossorigin href="/assets/page-1.js" fetchpriority="low" />',
      rootHtml: `${high}<main><img src="/a.svg" fetchPriority="high"/></main>`,
      dataScript: '<script type="application/json" id="data">{}</script>',
    });
    expect(html.split('href="/a.svg"')).toHaveLength(2);
    expect(html.indexOf(high)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf(high)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    // The route's chunks come last in the head, after the template's script and styles.
    expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('/assets/page-1.css'));
    expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main><img src="/a.svg" fetchPriority="high"/></main></div>');
  });
});

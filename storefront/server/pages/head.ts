import { localeTags, storefrontIds, storefronts, type StorefrontId } from '@rigsmith/kit/domain';
import type { PageHeadContent } from '../../app/entry-server';

/** Text for an HTML attribute or element, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** JSON-LD inside `<script>`: `<` escaped so the data cannot close the element. */
const scriptJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export type PageHead = PageHeadContent & {
  lang: (typeof localeTags)[number];
  /** This page's URL on its storefront's site, without the query. */
  canonical: string;
  /** The same page on every storefront's site. */
  alternates: Readonly<Record<StorefrontId, string>>;
  /** 404 pages are not indexed and have no canonical or alternates. */
  indexable: boolean;
  /** The robots rule of a page that is not indexable. @default 'noindex' */
  robots?: string;
};

/**
 * The `<head>` tags of a server-rendered page: title, description, canonical, hreflang
 * alternates for the five storefronts and x-default (the UK's), Open Graph and JSON-LD. (The
 * preload of the picture its largest paint waits for is React's: `fillTemplate` moves it here.)
 */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, `<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.indexable) {
    tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
    for (const id of storefrontIds)
      tags.push(`<link rel="alternate" hreflang="${storefronts[id].locale}" href="${escapeHtml(head.alternates[id])}" />`);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.alternates.uk)}" />`);
  } else {
    tags.push(`<meta name="robots" content="${escapeHtml(head.robots ?? 'noindex')}" />`);
  }
  const og: [string, string][] = [
    ['og:type', head.jsonLd.some((data) => data['@type'] === 'Product') ? 'product' : 'website'],
    ['og:site_name', 'Rigsmith'],
    ['og:title', head.title],
    ['og:description', head.description],
    ['og:url', head.canonical],
    ['og:locale', head.lang.replace('-', '_')],
  ];
  const product = head.jsonLd.find((data) => data['@type'] === 'Product');
  const image = Array.isArray(product?.image) ? (product.image[0] as string | undefined) : undefined;
  if (image) og.push(['og:image', image]);
  for (const [property, content] of og) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
  for (const data of head.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

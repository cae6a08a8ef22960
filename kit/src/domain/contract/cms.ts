/**
 * CMS page bodies and redirect lookups (SPEC §2 `/{slug}`, §7 "HEAD api/cms/redirect{path}").
 * A page's body is structured blocks, never HTML, so a client renders it without
 * `dangerouslySetInnerHTML` and nothing in it can run script.
 */

/** A section heading under the page's title (the page title is the one h1). */
export type CmsHeadingBlock = { type: 'heading'; /** 2 for a section, 3 for a subsection. */ level: 2 | 3; text: string };

export type CmsParagraphBlock = { type: 'paragraph'; text: string };

export type CmsListBlock = { type: 'list'; /** Numbered steps rather than bullets. */ ordered: boolean; items: string[] };

/**
 * A link on its own line. `href` is a storefront path (`/warranty`, without the locale
 * prefix), an `https:` address or a `mailto:`/`tel:` address; the server accepts nothing else.
 */
export type CmsLinkBlock = { type: 'link'; label: string; href: string };

export type CmsBlock = CmsHeadingBlock | CmsParagraphBlock | CmsListBlock | CmsLinkBlock;

/** GET api/cms/pages/{slug}/ — one content page in the storefront's language. */
export type CmsPageContent = {
  id: number;
  slug: string;
  title: string;
  meta: { type: 'content' | 'landing' | 'legal'; api_url: string; seo_description: string };
  body: CmsBlock[];
  /** ISO 8601; when this language's text last changed. */
  updated_at: string;
};

/** The answer to a redirect lookup for one unmatched path. */
export type RedirectLookup =
  /** A seeded redirect whose target the client can read (non-browser fetch, tests). */
  | { kind: 'redirect'; status: 301 | 302; location: string }
  /**
   * A redirect a browser's fetch will not show (an opaque redirect): navigating the window
   * to `url`, the lookup address itself, lets the browser follow the server's Location.
   */
  | { kind: 'opaque-redirect'; url: string }
  | { kind: 'none' };

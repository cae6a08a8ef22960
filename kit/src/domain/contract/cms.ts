import { z } from 'zod';

/**
 * CMS page bodies and redirect lookups (SPEC §2 `/{slug}`, §7 "HEAD api/cms/redirect{path}").
 * A page's body is structured blocks, never HTML, so a client renders it without
 * `dangerouslySetInnerHTML` and nothing in it can run script.
 *
 * The answers are zod schemas (the server validates and documents with them); `meta({ id })`
 * names a schema in the OpenAPI document. Each construction is marked pure so a bundler drops
 * the schemas a client never imports.
 */

/** A section heading under the page's title (the page title is the one h1). */
export const CmsHeadingBlockSchema = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('heading'),
  /** 2 for a section, 3 for a subsection. */
  level: /* @__PURE__ */ z.union([/* @__PURE__ */ z.literal(2), /* @__PURE__ */ z.literal(3)]),
  text: /* @__PURE__ */ z.string(),
});
export type CmsHeadingBlock = z.infer<typeof CmsHeadingBlockSchema>;

export const CmsParagraphBlockSchema = /* @__PURE__ */ z.object({ type: /* @__PURE__ */ z.literal('paragraph'), text: /* @__PURE__ */ z.string() });
export type CmsParagraphBlock = z.infer<typeof CmsParagraphBlockSchema>;

export const CmsListBlockSchema = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('list'),
  /** Numbered steps rather than bullets. */
  ordered: /* @__PURE__ */ z.boolean(),
  items: /* @__PURE__ */ z.array(/* @__PURE__ */ z.string()),
});
export type CmsListBlock = z.infer<typeof CmsListBlockSchema>;

/**
 * A link on its own line. `href` is a storefront path (`/warranty`, without the locale
 * prefix), an `https:` address or a `mailto:`/`tel:` address; the server accepts nothing else.
 */
export const CmsLinkBlockSchema = /* @__PURE__ */ z.object({
  type: /* @__PURE__ */ z.literal('link'),
  label: /* @__PURE__ */ z.string(),
  href: /* @__PURE__ */ z
    .string()
    .meta({ description: 'A storefront path (no locale prefix), an https: address, or mailto:/tel:.', example: '/contact-us' }),
});
export type CmsLinkBlock = z.infer<typeof CmsLinkBlockSchema>;

/** One block of a page body: structured text, never HTML. */
export const CmsBlockSchema = /* @__PURE__ */ z
  .discriminatedUnion('type', [CmsHeadingBlockSchema, CmsParagraphBlockSchema, CmsListBlockSchema, CmsLinkBlockSchema])
  .meta({ id: 'CmsBlock' });
export type CmsBlock = z.infer<typeof CmsBlockSchema>;

/** GET api/cms/pages/{slug}/ — one content page in the storefront's language. */
export const CmsPageContentSchema = /* @__PURE__ */ z
  .object({
    id: /* @__PURE__ */ z.number().int(),
    slug: /* @__PURE__ */ z.string().meta({ example: 'warranty' }),
    title: /* @__PURE__ */ z.string(),
    meta: /* @__PURE__ */ z.object({
      type: /* @__PURE__ */ z.enum(['content', 'landing', 'legal']),
      api_url: /* @__PURE__ */ z.string().meta({ example: '/api/cms/pages/warranty/' }),
      seo_description: /* @__PURE__ */ z.string(),
    }),
    body: /* @__PURE__ */ z.array(CmsBlockSchema),
    /** ISO 8601; when this language's text last changed. */
    updated_at: /* @__PURE__ */ z
      .string()
      .meta({ description: 'ISO 8601; when this language’s text last changed.', example: '2026-03-14T09:00:00.000Z' }),
  })
  .meta({ id: 'CmsPageContent' });
export type CmsPageContent = z.infer<typeof CmsPageContentSchema>;

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

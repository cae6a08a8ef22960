import { createRoute, z } from '@hono/zod-openapi';
import { ApiErrorSchema, countryParam, errorResponses, notFoundResponse, slugParam } from '../../schemas';

const tags = ['Content'];

const LinkSchema = z.object({ label: z.string(), href: z.string().openapi({ example: '/contact-us' }) });

export const CmsMetaSchema = z
  .object({
    site_name: z.string().openapi({ example: 'Rigsmith' }),
    navigation: z.array(LinkSchema).openapi({ description: 'Main navigation; paths without the locale prefix.' }),
    footer_links: z.array(LinkSchema),
  })
  .openapi('CmsMeta');

export const CmsPageSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ example: 'warranty' }),
    title: z.string().openapi({ description: 'In the storefront’s language.' }),
    meta: z.object({
      type: z.enum(['content', 'landing', 'legal']),
      api_url: z.string().openapi({ example: '/api/cms/pages/warranty/' }),
    }),
  })
  .openapi('CmsPage');

export const CmsPageListSchema = z.object({ items: z.array(CmsPageSchema) }).openapi('CmsPageList');

export const getCmsMeta = createRoute({
  method: 'get',
  path: '/cms/meta',
  tags,
  summary: 'What the layout needs from the CMS: site name, navigation and footer links',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'The layout data', content: { 'application/json': { schema: CmsMetaSchema } } },
    ...errorResponses,
  },
});

export const listCmsPages = createRoute({
  method: 'get',
  path: '/cms/pages/',
  tags,
  summary: 'Content pages the catch-all route can show',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'Every content page', content: { 'application/json': { schema: CmsPageListSchema } } },
    ...errorResponses,
  },
});

/** One block of a page body: structured text, never HTML (kit `CmsBlock`). */
const CmsBlockSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
    z.object({ type: z.literal('paragraph'), text: z.string() }),
    z.object({ type: z.literal('list'), ordered: z.boolean(), items: z.array(z.string()) }),
    z.object({
      type: z.literal('link'),
      label: z.string(),
      href: z.string().openapi({ description: 'A storefront path (no locale prefix), an https: address, or mailto:/tel:.', example: '/contact-us' }),
    }),
  ])
  .openapi('CmsBlock');

export const CmsPageContentSchema = z
  .object({
    id: z.number().int(),
    slug: z.string().openapi({ example: 'warranty' }),
    title: z.string(),
    meta: z.object({
      type: z.enum(['content', 'landing', 'legal']),
      api_url: z.string().openapi({ example: '/api/cms/pages/warranty/' }),
      seo_description: z.string(),
    }),
    body: z.array(CmsBlockSchema),
    updated_at: z.string().openapi({ description: 'ISO 8601; when this language’s text last changed.', example: '2026-03-14T09:00:00.000Z' }),
  })
  .openapi('CmsPageContent');

export const getCmsPage = createRoute({
  method: 'get',
  path: '/cms/pages/{slug}/',
  tags,
  summary: 'A content page’s title and body in the storefront’s language (the catch-all route)',
  request: { params: z.object({ slug: slugParam('slug', 'warranty') }), query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: CmsPageContentSchema } } },
    ...notFoundResponse,
    ...errorResponses,
  },
});

/**
 * Documentation only: the redirect lookup takes a path of any depth, which an OpenAPI path
 * parameter cannot express, so it is served by a plain Hono route (cms.handlers.ts `lookUpRedirect`).
 */
export const redirectLookupDoc = {
  method: 'head',
  path: '/cms/redirect/{path}',
  tags,
  summary: 'SPEC §7 redirect lookup for a path the storefront does not know (GET answers the same, with a JSON body)',
  request: {
    params: z.object({
      path: z.string().openapi({ param: { name: 'path', in: 'path' }, description: 'The unmatched path, any depth.', example: 'black-friday' }),
    }),
    query: z.object({
      locale: z
        .string()
        .optional()
        .openapi({ param: { name: 'locale', in: 'query' }, description: 'GB|FR|IT|ES|DE, or a language (SPEC §9 mapping; else GB).', example: 'GB' }),
      country: countryParam,
    }),
  },
  responses: {
    301: { description: 'Moved permanently; `Location` is where to go', headers: { Location: { schema: { type: 'string' } } } },
    302: { description: 'Moved temporarily; `Location` is where to go', headers: { Location: { schema: { type: 'string' } } } },
    404: { description: 'No redirect for this path', content: { 'application/json': { schema: ApiErrorSchema } } },
  },
} as const;

export type GetCmsMeta = typeof getCmsMeta;
export type GetCmsPage = typeof getCmsPage;
export type ListCmsPages = typeof listCmsPages;

import { createRoute, z } from '@hono/zod-openapi';
import { CmsMetaSchema, CmsPageContentSchema, CmsPageListSchema } from '@rigsmith/kit/domain';
import { ApiErrorSchema, countryParam, errorResponses, notFoundResponse, slugParam } from '../../schemas';

const tags = ['Content'];

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

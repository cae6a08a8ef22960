import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses } from '../../schemas';

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

export type GetCmsMeta = typeof getCmsMeta;
export type ListCmsPages = typeof listCmsPages;

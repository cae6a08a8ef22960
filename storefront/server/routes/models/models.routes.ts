import { createRoute, z } from '@hono/zod-openapi';
import { CaseModelSchema, CaseModelSummarySchema } from '@rigsmith/kit/domain';
import { countryParam, errorResponses, notFoundResponse, slugParam } from '../../schemas';

const tags = ['Catalogue'];

export const listModels = createRoute({
  method: 'get',
  path: '/ecommerce/models/',
  tags,
  summary: 'Case models, each a family of builds',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'Every case model', content: { 'application/json': { schema: z.array(CaseModelSummarySchema) } } },
    ...errorResponses,
  },
});

export const getModel = createRoute({
  method: 'get',
  path: '/ecommerce/models/{slug}/',
  tags,
  summary: 'A model page: gallery, intro, rating, reviews, specification, overview and builds',
  request: { params: z.object({ slug: slugParam('slug', 'vanguard') }), query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'The model page', content: { 'application/json': { schema: CaseModelSchema } } },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export const getGalleryImage = createRoute({
  method: 'get',
  path: '/ecommerce/models/{slug}/gallery/{file}',
  tags,
  summary: 'A gallery image of a model (SVG), cacheable for a week',
  request: {
    params: z.object({ slug: slugParam('slug', 'vanguard'), file: slugParam('file', 'vanguard-front.svg') }),
    query: z.object({ country: countryParam }),
  },
  responses: {
    200: { description: 'The image', content: { 'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) } } },
    304: { description: 'Not modified since the ETag the client has' },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export type ListModels = typeof listModels;
export type GetModel = typeof getModel;
export type GetGalleryImage = typeof getGalleryImage;

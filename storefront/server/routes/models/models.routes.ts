import { createRoute, z } from '@hono/zod-openapi';
import { localeTags } from '@rigsmith/kit/domain';
import { countryParam, errorResponses, MoneySchema, notFoundResponse, slugParam } from '../../schemas';
import { BuildCardSchema } from '../catalogue.schemas';

const tags = ['Catalogue'];

export const GalleryImageSchema = z
  .object({
    src: z.string().openapi({ example: '/api/ecommerce/models/vanguard/gallery/vanguard-front.svg' }),
    alt: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .openapi('GalleryImage');

export const CaseModelSummarySchema = z
  .object({
    slug: z.string().openapi({ example: 'vanguard' }),
    name: z.string(),
    collaboration: z.object({ partner: z.string() }).nullable().openapi({ description: 'Set for the product-collaboration model.' }),
    image: GalleryImageSchema,
    rating: z.number().nullable().openapi({ description: 'Over the approved reviews of the model’s listed builds, one decimal.' }),
    review_count: z.number().int(),
    price_from: MoneySchema.meta({ description: 'Lowest build price; null when none is for sale.' }).nullable(),
  })
  .openapi('CaseModelSummary');

export const ReviewSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    rating: z.number().int(),
    title: z.string(),
    text: z.string().openapi({ description: 'Plain text, as the customer typed it.' }),
    locale: z.enum(localeTags).openapi({ description: 'The language it was written in.' }),
    origin: z
      .enum(['verified_purchase', 'sample'])
      .openapi({ description: 'Written by a customer who received the build, or one of the shop’s labelled samples.' }),
    created_at: z.string().openapi({ format: 'date' }),
  })
  .openapi('Review');

export const CaseModelSchema = CaseModelSummarySchema.extend({
  intro: z.string().openapi({ description: '"Select your case" introduction.' }),
  overview: z.string(),
  gallery: z.array(GalleryImageSchema),
  specification: z.array(z.object({ label: z.string(), value: z.string() })),
  reviews: z.array(ReviewSchema).openapi({
    description:
      'Every approved review of the model’s listed builds (exactly those the rating and count are of): the storefront language first, newest first.',
  }),
  builds: z.array(BuildCardSchema).openapi({ description: 'The model’s builds, best sellers first.' }),
}).openapi('CaseModel');

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

import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses, notFoundResponse, PUBLIC_ID_PATTERN } from '../../schemas';

const tags = ['Catalogue'];

const svg = {
  200: {
    description: 'The picture (SVG, 800×600, no text: the page names the product)',
    content: { 'image/svg+xml': { schema: z.string().openapi({ format: 'binary' }) } },
  },
  304: { description: 'Not modified since the ETag the client has' },
};

/** A product id, or a custom build's public id (the only way to a custom build's picture). */
const productKeyParam = z
  .string()
  .refine((value) => (/^[0-9]{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= 2_147_483_647) || PUBLIC_ID_PATTERN.test(value), {
    error: 'key must be a product id or a custom build’s public id',
  })
  .transform((value) => (/^[0-9]+$/.test(value) ? Number(value) : value.toLowerCase()))
  .openapi({ param: { name: 'key', in: 'path' }, example: '12', description: 'A product id, or a custom build’s public id.' });

export const productPicture = createRoute({
  method: 'get',
  path: '/ecommerce/products/{key}/picture.svg',
  tags,
  summary: 'A product’s illustration: a build drawn from its parts, a part from its category',
  description:
    'Rendered from the catalogue’s facts: the case’s shape and colour, the graphics card’s length, the cooler, the fans and their lighting. ' +
    'A custom build is found by its public id only. Cacheable for a day, then revalidated with the ETag (a build’s parts may change).',
  request: { params: z.object({ key: productKeyParam }), query: z.object({ country: countryParam }) },
  responses: { ...svg, ...errorResponses, ...notFoundResponse },
});

export const partCategoryPicture = createRoute({
  method: 'get',
  path: '/ecommerce/parts/pictures/{file}',
  tags,
  summary: 'The picture of a part category (a graphics card in its length class), cacheable for a week',
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[a-z0-9-]{1,40}\.svg$/, { error: 'file must be a picture name such as gpu-long.svg' })
        .openapi({ param: { name: 'file', in: 'path' }, example: 'gpu-long.svg' }),
    }),
    query: z.object({ country: countryParam }),
  },
  responses: { ...svg, ...errorResponses, ...notFoundResponse },
});

export type ProductPictureRoute = typeof productPicture;
export type PartCategoryPictureRoute = typeof partCategoryPicture;

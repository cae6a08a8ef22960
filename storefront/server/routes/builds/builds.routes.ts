import {
  BudgetBandSchema,
  BuildListingSchema,
  BuildListQuerySchema as KitBuildListQuerySchema,
  FpsFinderQuerySchema as KitFpsFinderQuerySchema,
  FpsFinderResultSchema,
  PreBuiltComponentsSchema,
  priceBandIsOrdered,
} from '@rigsmith/kit/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, CountryQuerySchema, errorResponses, notFoundResponse } from '../../schemas';

const tags = ['Catalogue'];

/**
 * The query is the kit contract's, after the country every route takes; the price band's
 * check runs again on the whole, as `.extend` starts from the kit's fields alone.
 */
export const BuildListQuerySchema = CountryQuerySchema.extend(KitBuildListQuerySchema.shape).superRefine(priceBandIsOrdered);

export const listBuilds = createRoute({
  method: 'get',
  path: '/ecommerce/builds/',
  tags,
  summary: 'Pre-built gaming PCs: sorted, filtered and paged, with facets (SPEC §9)',
  request: { query: BuildListQuerySchema },
  responses: {
    200: {
      description: 'One page of build cards and the facets of the filtered set',
      content: { 'application/json': { schema: BuildListingSchema } },
    },
    ...errorResponses,
  },
});

export const buildsByBudget = createRoute({
  method: 'get',
  path: '/ecommerce/builds/by-budget/',
  tags,
  summary: 'Builds in four price bands (entry, mainstream, performance, enthusiast), cheapest first',
  request: { query: z.object({ country: countryParam }) },
  responses: {
    200: { description: 'Every band, in order', content: { 'application/json': { schema: z.array(BudgetBandSchema) } } },
    ...errorResponses,
  },
});

/** The query is the kit contract's, after the country every route takes. */
const FpsFinderQuerySchema = CountryQuerySchema.extend(KitFpsFinderQuerySchema.shape);

export const buildsByFps = createRoute({
  method: 'get',
  path: '/ecommerce/builds/by-fps/',
  tags,
  summary: 'FPS finder: Best Match, Level Up and Ultimate PC for a game, resolution, preset and target FPS',
  description:
    'Best Match: the cheapest build (in-stock ones preferred) whose estimated min FPS meets target_fps. ' +
    'Level Up: chosen the same way among builds at least 20 % faster than Best Match. Ultimate: the fastest build. ' +
    'A tier whose build is already shown is left out.',
  request: { query: FpsFinderQuerySchema },
  responses: {
    200: { description: 'Up to three recommendations, in tier order', content: { 'application/json': { schema: FpsFinderResultSchema } } },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export const preBuiltComponents = createRoute({
  method: 'get',
  path: '/ecommerce/builds/{reference}/components/',
  tags,
  summary: 'A pre-built build’s parts and discount, to customise it in the configurator',
  description:
    'Each part with its offer in the country’s currency (the same figures POST pc_build/check/ gives), ' +
    'and the discount a customised copy loses (SPEC §4). A build not listed in the country is a 404 `build_not_found`.',
  request: {
    params: z.object({
      reference: z
        .string()
        .min(1)
        .max(160)
        .openapi({ param: { name: 'reference', in: 'path' }, example: 'RS-VANGUARD-5070' }),
    }),
    query: z.object({ country: countryParam }),
  },
  responses: {
    200: { description: 'The parts and the discount', content: { 'application/json': { schema: PreBuiltComponentsSchema } } },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export type ListBuilds = typeof listBuilds;
export type PreBuiltComponentsRoute = typeof preBuiltComponents;
export type BuildsByBudget = typeof buildsByBudget;
export type BuildsByFps = typeof buildsByFps;

import { createRoute, z } from '@hono/zod-openapi';
import { PlaceQuerySchema as KitPlaceQuerySchema, PlaceSchema } from '@rigsmith/kit/domain';
import { CountryQuerySchema, errorResponses } from '../../schemas';

/**
 * Real places for the address form's autocomplete (SPEC §5): the server's `PlaceDirectory`
 * (the embedded places, or a geocoder) behind the kit's `useApiPlaceProvider`. Public: it
 * holds nobody's data.
 */

/** The query is the kit contract's, after the country every route takes. */
const PlaceQuerySchema = CountryQuerySchema.extend(KitPlaceQuerySchema.shape);

export const searchPlaces = createRoute({
  method: 'get',
  path: '/geo/places/',
  tags: ['Account'],
  summary: 'Places whose city or postcode starts with q, best match first',
  description:
    'Accents, case and (in postcodes) spaces are ignored: "munchen", "MÜN" and "Muenchen" all find München. ' +
    'A UK place may be a postcode district ("SE1"), standing for every postcode in it: "se17pb" finds London SE1 7PB. ' +
    'Exact city matches come first, then exact postcodes, then city and postcode prefixes, each by the city’s size.',
  request: { query: PlaceQuerySchema },
  responses: {
    200: { description: 'At most `limit` places', content: { 'application/json': { schema: z.array(PlaceSchema) } } },
    ...errorResponses,
  },
});

export type SearchPlaces = typeof searchPlaces;

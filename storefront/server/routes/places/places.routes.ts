import { createRoute, z } from '@hono/zod-openapi';
import { countryCodes, PlaceSchema } from '@rigsmith/kit/domain';
import { countryParam, errorResponses } from '../../schemas';
import { PLACE_SEARCH_DEFAULT, PLACE_SEARCH_MAX } from '../../services/places';

/**
 * Real places for the address form's autocomplete (SPEC §5): the server's `PlaceDirectory`
 * (the embedded places, or a geocoder) behind the kit's `useApiPlaceProvider`. Public: it
 * holds nobody's data.
 */

const PlaceQuerySchema = z.object({
  country: countryParam,
  q: z
    .string()
    .max(100, { error: 'q must be 100 characters or fewer' })
    .default('')
    .openapi({ param: { name: 'q', in: 'query' }, description: 'The start of a city name or of a postcode; empty finds nothing.', example: 'lon' }),
  place_country: z
    .enum(countryCodes, { error: `place_country must be one of ${countryCodes.join(', ')}` })
    .optional()
    .openapi({
      param: { name: 'place_country', in: 'query' },
      description: 'The address’s country (default: the storefront’s, from `country`).',
      example: 'GB',
    }),
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be 1 or more' })
    .max(PLACE_SEARCH_MAX, { error: `limit must be ${PLACE_SEARCH_MAX} or less` })
    .default(PLACE_SEARCH_DEFAULT)
    .openapi({ param: { name: 'limit', in: 'query' }, example: PLACE_SEARCH_DEFAULT }),
});

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

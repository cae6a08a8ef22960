import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import { bundledPlaceDirectory } from '../../services/places';
import type { SearchPlaces } from './places.routes';

export const searchPlaces: RouteHandler<SearchPlaces, AppEnv> = async (c) => {
  const { q, place_country, limit } = c.req.valid('query');
  const directory = c.get('placeDirectory') ?? bundledPlaceDirectory;
  const places = await directory.search(q, place_country ?? c.get('country'), limit);
  // The same answer for everyone until the list changes with a deploy.
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(places, 200);
};

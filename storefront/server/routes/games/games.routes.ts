import { GamePerformanceSchema, GameSummaryPageSchema } from '@rigsmith/kit/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { countryParam, errorResponses, notFoundResponse, PageQuerySchema, searchQuery, slugParam } from '../../schemas';
import { presetQuery, resolutionQuery } from '../catalogue.schemas';

const tags = ['Games'];

export const listGames = createRoute({
  method: 'get',
  path: '/ecommerce/games/',
  tags,
  summary: 'Games the FPS estimates cover, most popular first',
  request: { query: PageQuerySchema.extend({ search: searchQuery('Text in the game’s name.') }) },
  responses: {
    200: { description: 'One page of games', content: { 'application/json': { schema: GameSummaryPageSchema } } },
    ...errorResponses,
  },
});

export const gamePerformance = createRoute({
  method: 'get',
  path: '/ecommerce/games/{slug}/',
  tags,
  summary: 'A game with every listed build’s estimated FPS at a resolution and preset, cheapest build first',
  request: {
    params: z.object({ slug: slugParam('slug', 'cyberpunk-2077') }),
    query: z.object({ country: countryParam, resolution: resolutionQuery, preset: presetQuery }),
  },
  responses: {
    200: { description: 'The game and its chart', content: { 'application/json': { schema: GamePerformanceSchema } } },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export type ListGames = typeof listGames;
export type GetGamePerformance = typeof gamePerformance;

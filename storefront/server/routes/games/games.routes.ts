import { GameListQuerySchema, GamePerformanceQuerySchema, GamePerformanceSchema, GameSummaryPageSchema } from '@rigsmith/kit/domain';
import { createRoute, z } from '@hono/zod-openapi';
import { CountryQuerySchema, errorResponses, notFoundResponse, slugParam } from '../../schemas';

// The queries are the kit contract's, after the country every route takes.

const tags = ['Games'];

export const listGames = createRoute({
  method: 'get',
  path: '/ecommerce/games/',
  tags,
  summary: 'Games the FPS estimates cover, most popular first',
  request: { query: CountryQuerySchema.extend(GameListQuerySchema.shape) },
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
    query: CountryQuerySchema.extend(GamePerformanceQuerySchema.shape),
  },
  responses: {
    200: { description: 'The game and its chart', content: { 'application/json': { schema: GamePerformanceSchema } } },
    ...errorResponses,
    ...notFoundResponse,
  },
});

export type ListGames = typeof listGames;
export type GetGamePerformance = typeof gamePerformance;

import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { gamePerformance as performanceOfGame, listGames as listOfGames } from '../../services/games';
import type { GetGamePerformance, ListGames } from './games.routes';

export const listGames: RouteHandler<ListGames, AppEnv> = async (c) => {
  const { search, page, per_page } = c.req.valid('query');
  return c.json(await listOfGames(c.get('db'), { search, page, perPage: per_page }), 200);
};

export const gamePerformance: RouteHandler<GetGamePerformance, AppEnv> = async (c) => {
  const { slug } = c.req.valid('param');
  const { resolution, preset } = c.req.valid('query');
  const result = await performanceOfGame(c.get('db'), slug, { resolution, preset }, { storefront: c.get('storefront'), now: new Date() });
  return c.json(result, 200);
};

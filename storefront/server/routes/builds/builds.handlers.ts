import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { listBuildCards } from '../../services/catalogue';
import type { ListBuilds } from './builds.routes';

export const listBuilds: RouteHandler<ListBuilds, AppEnv> = async (c) => {
  const { page, per_page } = c.req.valid('query');
  const cards = await listBuildCards(c.get('db'), {
    country: c.get('country'),
    page,
    perPage: per_page,
    now: new Date(),
  });
  return c.json(cards, 200);
};

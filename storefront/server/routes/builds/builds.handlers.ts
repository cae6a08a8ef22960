import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { buildsByBudget as bandsOfBuilds, listBuilds as listingOfBuilds } from '../../services/builds';
import { findBuildsForFps } from '../../services/games';
import { preBuiltComponents as componentsOfPreBuilt } from '../../services/prebuilt-components';
import type { BuildsByBudget, BuildsByFps, ListBuilds, PreBuiltComponentsRoute } from './builds.routes';

export const listBuilds: RouteHandler<ListBuilds, AppEnv> = async (c) => {
  const query = c.req.valid('query');
  const listing = await listingOfBuilds(c.get('db'), {
    storefront: c.get('storefront'),
    now: new Date(),
    page: query.page,
    perPage: query.per_page,
    sort: query.sort,
    filters: {
      inStock: query.in_stock,
      priceMin: query.price_min,
      priceMax: query.price_max,
      category: query.category,
      model: query.model,
    },
  });
  return c.json(listing, 200);
};

export const buildsByBudget: RouteHandler<BuildsByBudget, AppEnv> = async (c) => {
  const bands = await bandsOfBuilds(c.get('db'), { storefront: c.get('storefront'), now: new Date() });
  return c.json(bands, 200);
};

export const buildsByFps: RouteHandler<BuildsByFps, AppEnv> = async (c) => {
  const { game, resolution, preset, target_fps } = c.req.valid('query');
  const result = await findBuildsForFps(c.get('db'), { game, resolution, preset, target_fps }, { storefront: c.get('storefront'), now: new Date() });
  return c.json(result, 200);
};

export const preBuiltComponents: RouteHandler<PreBuiltComponentsRoute, AppEnv> = async (c) => {
  const { reference } = c.req.valid('param');
  return c.json(await componentsOfPreBuilt(c.get('db'), reference, { storefront: c.get('storefront'), now: new Date() }), 200);
};

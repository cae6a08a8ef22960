import type { RouteHandler } from '@hono/zod-openapi';
import type { AppEnv } from '../../context';
import { signedInCustomerId } from '../../middleware/auth';
import { guardSecretGuess } from '../../middleware/secret-guesses';
import { checkBuild, estimateBuildPerformance } from '../../services/build-check';
import {
  createCustomBuild,
  deleteCustomBuild,
  getCustomBuild,
  listSavedBuilds,
  renameCustomBuild,
  replaceComponents,
} from '../../services/custom-builds';
import type {
  CheckPcBuild,
  CreatePcBuild,
  DeletePcBuild,
  GetPcBuild,
  ListPcBuilds,
  PcBuildPerformanceRoute,
  RenamePcBuild,
  ReplacePcBuildComponents,
} from './pc-builds.routes';

/** The storefront asked for and the time the figures are worked out at (estimated ship dates). */
const requestContext = (c: { get(key: 'storefront'): AppEnv['Variables']['storefront'] }) => ({ storefront: c.get('storefront'), now: new Date() });

export const createPcBuild: RouteHandler<CreatePcBuild, AppEnv> = async (c) => {
  const build = await createCustomBuild(c.get('db'), c.req.valid('json'), signedInCustomerId(c), requestContext(c));
  return c.json(build, 201);
};

export const checkPcBuild: RouteHandler<CheckPcBuild, AppEnv> = async (c) => {
  return c.json(await checkBuild(c.get('db'), c.req.valid('json'), requestContext(c)), 200);
};

export const pcBuildPerformance: RouteHandler<PcBuildPerformanceRoute, AppEnv> = async (c) => {
  return c.json(await estimateBuildPerformance(c.get('db'), c.req.valid('json')), 200);
};

export const listPcBuilds: RouteHandler<ListPcBuilds, AppEnv> = async (c) => {
  return c.json(await listSavedBuilds(c.get('db'), c.get('auth').userId, requestContext(c)), 200);
};

/** Says whether a build is behind a key: a lookup that finds nothing counts towards the address's limit. */
export const getPcBuild: RouteHandler<GetPcBuild, AppEnv> = async (c) => {
  const guess = await guardSecretGuess(c, 'buildReference');
  const build = await getCustomBuild(c.get('db'), c.req.valid('param').id, signedInCustomerId(c), requestContext(c));
  await guess.hit();
  return c.json(build, 200);
};

export const renamePcBuild: RouteHandler<RenamePcBuild, AppEnv> = async (c) => {
  const build = await renameCustomBuild(c.get('db'), c.req.valid('param').id, c.get('auth').userId, c.req.valid('json').name, requestContext(c));
  return c.json(build, 200);
};

export const deletePcBuild: RouteHandler<DeletePcBuild, AppEnv> = async (c) => {
  await deleteCustomBuild(c.get('db'), c.req.valid('param').id, c.get('auth').userId);
  return c.body(null, 204);
};

export const replacePcBuildComponents: RouteHandler<ReplacePcBuildComponents, AppEnv> = async (c) => {
  const build = await replaceComponents(
    c.get('db'),
    c.req.valid('param').id,
    c.get('auth').userId,
    c.req.valid('json').components_detailed,
    requestContext(c),
  );
  return c.json(build, 200);
};

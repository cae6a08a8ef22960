/**
 * Custom PC builds and drafts; spread into `endpoints`. Each is a thin typed
 * wrapper over one call of `buildTypes.ts`.
 */
import type { ApiClient } from './client';
import { idempotent } from './idempotency';
import type {
  PcBuild,
  PcBuildCheck,
  PcBuildCheckRequest,
  PcBuildCreate,
  PcBuildList,
  PcBuildPerformance,
  PcBuildPerformanceRequest,
  PcBuildReplaceComponents,
  PcBuildUpdate,
  PreBuiltComponents,
} from './buildTypes';
import type { ProductKey } from './types';

const pcBuildPath = (id: ProductKey) => `api/ecommerce/pc_build/${encodeURIComponent(String(id))}/`;

export const buildEndpoints = {
  /**
   * POST api/ecommerce/pc_build/ (SPEC §7): a guest's build for the cart, or a customer's draft.
   * A signed-in call with `idempotencyKey` saves once: a repeat answers with the first build.
   */
  createPcBuild: (client: ApiClient, body: PcBuildCreate, idempotencyKey?: string) =>
    client.request<PcBuild>({ method: 'POST', path: 'api/ecommerce/pc_build/', body, headers: idempotent(idempotencyKey) }),

  /** POST api/ecommerce/pc_build/check/: the server's verdict, price and blocks, nothing saved. */
  checkPcBuild: (client: ApiClient, body: PcBuildCheckRequest, signal?: AbortSignal) =>
    client.request<PcBuildCheck>({ method: 'POST', path: 'api/ecommerce/pc_build/check/', body, signal }),

  /** GET api/ecommerce/pc_build/: the signed-in customer's saved builds, newest change first. */
  pcBuilds: (client: ApiClient) => client.request<PcBuildList>({ path: 'api/ecommerce/pc_build/' }),

  /** GET api/ecommerce/pc_build/{id}/: one of the customer's builds (by id or `public_id`), or a guest's build by its `public_id`. */
  pcBuild: (client: ApiClient, id: ProductKey) => client.request<PcBuild>({ path: pcBuildPath(id) }),

  /** PATCH api/ecommerce/pc_build/{id}/: rename. */
  renamePcBuild: (client: ApiClient, id: number, body: PcBuildUpdate) => client.request<PcBuild>({ method: 'PATCH', path: pcBuildPath(id), body }),

  /** DELETE api/ecommerce/pc_build/{id}/ (204). */
  deletePcBuild: (client: ApiClient, id: number) => client.request<undefined>({ method: 'DELETE', path: pcBuildPath(id) }),

  /** POST api/ecommerce/pc_build/{id}/replace_components/ (SPEC §7): a draft's new parts. */
  replacePcBuildComponents: (client: ApiClient, id: number, body: PcBuildReplaceComponents) =>
    client.request<PcBuild>({ method: 'POST', path: `${pcBuildPath(id)}replace_components/`, body }),

  /** POST api/ecommerce/pc_build/performance/: estimated FPS per game for a build's parts. */
  pcBuildPerformance: (client: ApiClient, body: PcBuildPerformanceRequest, signal?: AbortSignal) =>
    client.request<PcBuildPerformance>({ method: 'POST', path: 'api/ecommerce/pc_build/performance/', body, signal }),

  /** GET api/ecommerce/builds/{reference}/components/: a pre-built build's parts, to customise it. */
  preBuiltComponents: (client: ApiClient, reference: string) =>
    client.request<PreBuiltComponents>({ path: `api/ecommerce/builds/${encodeURIComponent(reference)}/components/` }),
};

import useSWR from 'swr';
import {
  buildEndpoints,
  type ApiError,
  type BuildComponentInput,
  type PcBuild,
  type PcBuildCheck,
  type PcBuildPerformance,
  type PreBuiltComponents,
  type ProductKey,
} from '../../api';
import type { GraphicsPreset, Resolution } from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';

const linesKey = (components: readonly BuildComponentInput[]) => components.map(({ component, amount }) => `${component}:${amount}`).join(',');

/**
 * The server's verdict on a build (POST pc_build/check/): the engine recomputed, the
 * price, stock, ship date, power, FPS and blocks; and the parts' offers for those ids,
 * which is how a shared link or a stored build is opened. No request for an empty build.
 */
export function usePcBuildCheck(components: readonly BuildComponentInput[] | null, reference?: string | null) {
  const client = useApiClient();
  const key = components && components.length > 0 ? (['pc_build/check', client.country, linesKey(components), reference ?? ''] as const) : null;
  return useSWR<PcBuildCheck, ApiError>(
    key,
    () => buildEndpoints.checkPcBuild(client, reference ? { components: [...components!], reference } : { components: [...components!] }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/**
 * The performance tab (POST pc_build/performance/): estimated FPS of the build's
 * processor and graphics card per game. No request for an empty build.
 */
export function usePcBuildPerformance(components: readonly BuildComponentInput[], resolution: Resolution, preset: GraphicsPreset) {
  const client = useApiClient();
  const key = components.length > 0 ? (['pc_build/performance', client.country, linesKey(components), resolution, preset] as const) : null;
  return useSWR<PcBuildPerformance, ApiError>(
    key,
    () => buildEndpoints.pcBuildPerformance(client, { components: [...components], resolution, preset }),
    {
      keepPreviousData: true,
      revalidateOnFocus: false,
    },
  );
}

/**
 * One saved build, by its product id (a draft the customer edits, `?draft=`) or its
 * `public_id` (a guest's build, which anyone may read); no request while `id` is null.
 * Not retried: a 404 is an answer.
 */
export function usePcBuild(id: ProductKey | null) {
  const client = useApiClient();
  const sessionId = useSessionId('usePcBuild');
  return useSWR<PcBuild, ApiError>(
    id === null ? null : ['pc_build', client.country, sessionId ?? 'guest', id],
    () => buildEndpoints.pcBuild(client, id!),
    {
      shouldRetryOnError: false,
      revalidateOnFocus: false,
    },
  );
}

/** A pre-built build's parts and discount, to customise it (`?from=`); no request while `reference` is null. */
export function usePreBuiltComponents(reference: string | null) {
  const client = useApiClient();
  return useSWR<PreBuiltComponents, ApiError>(
    reference ? ['builds/components', client.country, reference] : null,
    () => buildEndpoints.preBuiltComponents(client, reference!),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
}

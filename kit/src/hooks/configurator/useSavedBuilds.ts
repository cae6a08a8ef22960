import { useCallback } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import { buildEndpoints, type ApiError, type BuildComponentInput, type PcBuild, type PcBuildCreate } from '../../api';
import { useApiClient } from '../ApiClientProvider';
import { useSessionId } from '../session/SessionProvider';
import { sessionKey } from '../session/sessionKey';

export type SavedBuildsResult = SWRResponse<PcBuild[], ApiError> & {
  /** Saves a new draft (POST pc_build/, kept among the saved builds); rejects with `ApiError`. */
  save(body: Omit<PcBuildCreate, 'saved'>): Promise<PcBuild>;
  /** Renames a saved build (PATCH). */
  rename(id: number, name: string): Promise<PcBuild>;
  /** Deletes a saved build. */
  remove(id: number): Promise<void>;
  /** Gives a draft its new parts (POST replace_components/, SPEC §7). */
  replaceComponents(id: number, components: readonly BuildComponentInput[]): Promise<PcBuild>;
};

/**
 * The signed-in customer's saved builds and drafts, newest change first; no
 * request while signed out. After each change the list is what the server answered.
 */
export function useSavedBuilds(): SavedBuildsResult {
  const sessionId = useSessionId('useSavedBuilds');
  const client = useApiClient();
  const swr = useSWR<PcBuild[], ApiError>(sessionKey(sessionId, 'pc_build', client.country), () => buildEndpoints.pcBuilds(client));
  const { mutate } = swr;

  /** The server's answer in place of the old copy, newest change first, then the list read back. */
  const put = useCallback(
    async (build: PcBuild) => {
      await mutate((list = []) => [build, ...list.filter((other) => other.id !== build.id)], { revalidate: true });
      return build;
    },
    [mutate],
  );

  const save = useCallback(
    async (body: Omit<PcBuildCreate, 'saved'>) => put(await buildEndpoints.createPcBuild(client, { ...body, saved: true })),
    [client, put],
  );
  const rename = useCallback(async (id: number, name: string) => put(await buildEndpoints.renamePcBuild(client, id, { name })), [client, put]);
  const replaceComponents = useCallback(
    async (id: number, components: readonly BuildComponentInput[]) =>
      put(await buildEndpoints.replacePcBuildComponents(client, id, { components_detailed: [...components] })),
    [client, put],
  );
  const remove = useCallback(
    async (id: number) => {
      await buildEndpoints.deletePcBuild(client, id);
      await mutate((list) => list?.filter((build) => build.id !== id), { revalidate: true });
    },
    [client, mutate],
  );

  return Object.assign(swr, { save, rename, remove, replaceComponents });
}

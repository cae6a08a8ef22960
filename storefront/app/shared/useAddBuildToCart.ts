import { useCallback } from 'react';
import { buildEndpoints, type BuildComponentInput, type ProductKey } from '@rigsmith/kit/api';
import { useApiClient, useCart } from '@rigsmith/kit/hooks';

/** What the cart needs of a build from the customiser or the saved builds. */
export type BuildForCart = {
  name: string;
  components: readonly BuildComponentInput[];
  /** The pre-built build it was customised from. */
  reference: string | null;
  /**
   * A saved draft shown exactly as saved (`id`): it goes in the cart as it is. Anything else
   * (a guest's build, a draft with unsaved changes) is first created on the server as a
   * build kept out of the saved builds (`saved: false`).
   */
  savedId: number | null;
};

/**
 * The configurator's one seam to the cart (builder to cart): create the build on the server
 * when it is not a saved draft as it stands, then `useCart().add(...)` — a new build by its
 * `public_id`, the one key a guest's cart can hold it by (its id opens it to an owner only).
 * Resolves the key put in the cart; rejects with the `ApiError` (the build refused, the
 * cart refused), in which case nothing was added and the caller says so.
 */
export function useAddBuildToCart(): (build: BuildForCart) => Promise<ProductKey> {
  const client = useApiClient();
  const { add } = useCart();
  return useCallback(
    async (build) => {
      const key =
        build.savedId ??
        (
          await buildEndpoints.createPcBuild(client, {
            name: build.name,
            components: [...build.components],
            ...(build.reference ? { reference: build.reference } : {}),
            saved: false,
          })
        ).public_id;
      await add(key, 1);
      return key;
    },
    [client, add],
  );
}

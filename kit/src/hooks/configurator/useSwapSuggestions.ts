import { useMemo } from 'react';
import useSWR from 'swr';
import { catalogueEndpoints, type ApiError, type PartOffer } from '../../api';
import {
  alternativesFor,
  buildPartsOfChosen,
  withAmount,
  swapTargetOf,
  type ChosenParts,
  type CompatibilityIssue,
  type ConfiguratorSlot,
  type SwapTarget,
} from '../../domain';
import { useApiClient } from '../ApiClientProvider';
import { stepPartsQuery } from './useStepParts';

/** A banner's one-click fix: the part to swap and the compatible part to put in its place. */
export type SwapSuggestion = { target: SwapTarget; part: PartOffer };

/** How many candidates are read per swap: the best-selling compatible parts in stock. */
export const SWAP_CANDIDATES = 24;

/**
 * The one-click fixes of the build's issues: for each blocker or warning, the
 * part to swap (`swapTargetOf`), and the best-selling part in stock that fits the rest of
 * the build (server "only compatible") and clears the issue (`alternativesFor`). Issues
 * with no such part get no suggestion. One request per distinct swap, all at once.
 */
export function useSwapSuggestions(chosen: ChosenParts, issues: readonly CompatibilityIssue[], recentFirst: readonly ConfiguratorSlot[]) {
  const client = useApiClient();
  const targets = useMemo(() => issues.map((issue) => ({ issue, target: swapTargetOf(issue, chosen, recentFirst) })), [issues, chosen, recentFirst]);
  const queries = useMemo(() => {
    const byKey = new Map<string, ReturnType<typeof stepPartsQuery>>();
    for (const { target } of targets) {
      if (!target) continue;
      const rest = target.replacing ? withAmount(chosen, target.replacing.part, 0) : chosen;
      const query = stepPartsQuery({ slot: target.slot, chosen: rest, inStockOnly: true, perPage: SWAP_CANDIDATES });
      byKey.set(JSON.stringify(query), query);
    }
    return byKey;
  }, [targets, chosen]);

  const swr = useSWR<Map<string, PartOffer[]>, ApiError>(
    queries.size > 0 ? ['parts/swaps', client.country, [...queries.keys()].sort().join('|')] : null,
    async () => {
      const entries = await Promise.all(
        [...queries].map(async ([key, query]) => [key, (await catalogueEndpoints.parts(client, query)).items] as const),
      );
      return new Map(entries);
    },
    { keepPreviousData: false, revalidateOnFocus: false },
  );

  const suggestions = useMemo(() => {
    const found = new Map<CompatibilityIssue, SwapSuggestion>();
    if (!swr.data) return found;
    const build = buildPartsOfChosen(chosen);
    for (const { issue, target } of targets) {
      if (!target) continue;
      const rest = target.replacing ? withAmount(chosen, target.replacing.part, 0) : chosen;
      const key = JSON.stringify(stepPartsQuery({ slot: target.slot, chosen: rest, inStockOnly: true, perPage: SWAP_CANDIDATES }));
      const candidates = (swr.data.get(key) ?? []).filter((part) => part.product_id !== target.replacing?.part.product_id);
      // alternativesFor keeps the candidates it is given: these are the listing's offers.
      const [best] = alternativesFor(build, issue, target.replacing ? target.replacing.ref : target.slot, candidates) as PartOffer[];
      if (best) found.set(issue, { target, part: best });
    }
    return found;
  }, [swr.data, targets, chosen]);

  return { suggestions, isLoading: swr.isLoading, error: swr.error };
}

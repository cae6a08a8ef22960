import { useRef } from 'react';
import useSWR from 'swr';
import { catalogueEndpoints, type ApiError, type BuildSort, type PartListing, type PartListQuery } from '../../api';
import { compatibleWithQuery, stepTakesOnePart, type ChosenParts, type ConfiguratorSlot } from '../../domain';
import { useApiClient } from '../ApiClientProvider';

export type StepPartsQuery = {
  slot: ConfiguratorSlot;
  /** The build so far: "only compatible" lists the parts that fit it. */
  chosen: ChosenParts;
  /** @default 'bestselling' */
  sort?: BuildSort;
  /** SPEC §9 "only compatible". @default true */
  compatibleOnly?: boolean;
  /** SPEC §9 "only in stock". @default false */
  inStockOnly?: boolean;
  /** @default 1 */
  page?: number;
  /** @default 12 */
  perPage?: number;
};

/** The parts listing's query for a step: "only compatible" sends the rest of the build, as the step would change it. */
export function stepPartsQuery({
  slot,
  chosen,
  sort = 'bestselling',
  compatibleOnly = true,
  inStockOnly = false,
  page = 1,
  perPage = 12,
}: StepPartsQuery): PartListQuery {
  const query: PartListQuery = { category: slot, sort, page, per_page: perPage };
  if (inStockOnly) query.in_stock = true;
  const compatibleWith = compatibleOnly ? compatibleWithQuery(chosen) : null;
  if (compatibleWith) {
    query.compatible_with = compatibleWith;
    // One-part steps swap their part; others take one more (another drive, another fan pack).
    query.slot_change = stepTakesOnePart(slot) ? 'replace' : 'add';
  }
  return query;
}

/**
 * One page of a step's parts (GET api/ecommerce/parts/), sorted and filtered, "only
 * compatible" computed on the server by the same engine. The previous page stays shown
 * while the next page, sort or filter of the same step loads, so the list does not jump;
 * another step's parts never stand in for this one's (a click meant for the new step's
 * list would land on the old one's part).
 */
export function useStepParts(options: StepPartsQuery) {
  const client = useApiClient();
  const query = stepPartsQuery(options);
  const parts = useSWR<PartListing, ApiError>(['parts', client.country, JSON.stringify(query)], () => catalogueEndpoints.parts(client, query), {
    keepPreviousData: true,
  });
  const settledSlot = useRef<ConfiguratorSlot | null>(null);
  // eslint-disable-next-line react-hooks/refs -- remembers which slot the shown parts belong to across renders
  if (parts.data && !parts.isLoading) settledSlot.current = options.slot;
  // eslint-disable-next-line react-hooks/refs -- remembers which slot the shown parts belong to across renders
  const data = settledSlot.current === options.slot ? parts.data : undefined;
  return {
    data,
    error: parts.error,
    isLoading: parts.isLoading || (parts.data !== undefined && data === undefined),
    isValidating: parts.isValidating,
    mutate: parts.mutate,
  };
}

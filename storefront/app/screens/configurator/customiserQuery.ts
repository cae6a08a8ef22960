import { buildSortOptions, type BuildComponentInput, type BuildSort } from '@rigsmith/kit/api';
import { BUILD_LINK_PARAM, decodeBuildLink, encodeBuildLink, isConfiguratorSlot, isProductKey, type ConfiguratorSlot } from '@rigsmith/kit/domain';

import { CUSTOMISER_PATH, GUEST_BUILD_PARAM } from '../../shared/customiserPaths';

export { CUSTOMISER_PATH, customiseHref, editDraftHref, guestBuildHref } from '../../shared/customiserPaths';
/** SPEC §2 "/system-summary". */
export const SYSTEM_SUMMARY_PATH = '/system-summary';
/** The account's saved builds (SPEC §2 "saved-builds"): where "go to drafts" leads. */
export const SAVED_BUILDS_PATH = '/account/saved-builds';
/** The cart. */
export const CART_PATH = '/checkout';

/**
 * The list of a customiser step as the URL keeps it: sort, the two filters and the page,
 * so back/forward and a reload show the same list. "Only compatible" is on unless
 * `compatible=0`, since a shopper mostly wants the parts that fit.
 */
export type PartListState = { sort: BuildSort; compatibleOnly: boolean; inStockOnly: boolean; page: number };

export const defaultPartListState: PartListState = { sort: 'bestselling', compatibleOnly: true, inStockOnly: false, page: 1 };

/** How the customiser was asked to open a build. */
export type OpenRequest =
  /** A shared link (`?build=`), maybe of a customised pre-built build (`&from=`). */
  | { kind: 'link'; components: BuildComponentInput[] | null; reference: string | null }
  /** Customise a pre-built build (`?from=<reference>`). */
  | { kind: 'pre-built'; reference: string }
  /** Edit a saved draft (`?draft=<id>`), on one step if asked (`&step=<slot>`: a blocked build's "go to the step"). */
  | { kind: 'draft'; id: number | null; step?: ConfiguratorSlot }
  /**
   * A guest's custom build by its public id (`?guest-build=<public_id>`), on one step if asked
   * (`&step=<slot>`): opened as this browser's build, since a guest has no drafts.
   */
  | { kind: 'guest-build'; publicId: string | null; step?: ConfiguratorSlot }
  /** Nothing asked: the build kept in this browser, if any. */
  | { kind: 'stored' };

const referencePattern = /^[A-Za-z0-9-]{1,64}$/;

/** Reads the list state; anything missing or invalid takes its default, one parameter at a time. */
export function partListStateFromSearch(search: string): PartListState {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const page = params.get('page');
  return {
    sort: sort && (buildSortOptions as readonly string[]).includes(sort) ? (sort as BuildSort) : defaultPartListState.sort,
    compatibleOnly: params.get('compatible') !== '0',
    inStockOnly: params.get('in_stock') === '1',
    page: page && /^\d{1,4}$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
  };
}

/** The query string of a list state (defaults left out), without `?`. */
export function searchOfPartListState(state: PartListState): string {
  const params = new URLSearchParams();
  if (state.sort !== defaultPartListState.sort) params.set('sort', state.sort);
  if (!state.compatibleOnly) params.set('compatible', '0');
  if (state.inStockOnly) params.set('in_stock', '1');
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

/** The customiser's address with a list state. */
export function customiserHref(state: PartListState = defaultPartListState): string {
  const search = searchOfPartListState(state);
  return search ? `${CUSTOMISER_PATH}?${search}` : CUSTOMISER_PATH;
}

/**
 * What the customiser was asked to open, from its query string. A link wins over a base, a
 * base over a draft, a draft over a guest's build.
 */
export function openRequestFromSearch(search: string): OpenRequest {
  const params = new URLSearchParams(search);
  const from = params.get('from');
  const reference = from && referencePattern.test(from) ? from : null;
  if (params.has(BUILD_LINK_PARAM)) return { kind: 'link', components: decodeBuildLink(params.get(BUILD_LINK_PARAM)), reference };
  if (from !== null) return { kind: 'pre-built', reference: reference ?? '' };
  if (params.has('draft')) {
    const raw = params.get('draft') ?? '';
    const id = /^\d{1,10}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
    const step = params.get('step');
    return isConfiguratorSlot(step) ? { kind: 'draft', id, step } : { kind: 'draft', id };
  }
  if (params.has(GUEST_BUILD_PARAM)) {
    const raw = params.get(GUEST_BUILD_PARAM) ?? '';
    // Only a well-formed public id (a lower-case UUID) is asked of the server.
    const publicId = isProductKey(raw) ? raw : null;
    const step = params.get('step');
    return isConfiguratorSlot(step) ? { kind: 'guest-build', publicId, step } : { kind: 'guest-build', publicId };
  }
  return { kind: 'stored' };
}

/** The customiser's search without the open request (`build`, `from`, `draft`, `guest-build`, `step`), once it is opened. */
export function withoutOpenRequest(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [BUILD_LINK_PARAM, 'from', 'draft', GUEST_BUILD_PARAM, 'step']) params.delete(name);
  return params.toString();
}

/** A link that opens these parts for anyone ("shareable build links"), relative to the storefront. */
export function shareHref(components: readonly BuildComponentInput[], reference: string | null): string {
  const params = new URLSearchParams({ [BUILD_LINK_PARAM]: encodeBuildLink(components) });
  if (reference) params.set('from', reference);
  return `${CUSTOMISER_PATH}?${params.toString()}`;
}

import type { ConfiguratorSlot } from '@rigsmith/kit/domain';

// The customiser's address and the "Customise" link on build cards, apart from the rest of the
// customiser's query handling so catalogue pages link to it without loading the build-link codec.

/** SPEC §2 "/custom-pc-builder/customiser". */
export const CUSTOMISER_PATH = '/custom-pc-builder/customiser';

/** Customise a pre-built build (the model page's "Customise"). */
export function customiseHref(reference: string): string {
  return `${CUSTOMISER_PATH}?from=${encodeURIComponent(reference)}`;
}

/** Edit a saved draft (the saved builds' "Edit system"), on one step (a blocked build's "go to the step"). */
export function editDraftHref(id: number, step?: ConfiguratorSlot): string {
  return step ? `${CUSTOMISER_PATH}?draft=${id}&step=${step}` : `${CUSTOMISER_PATH}?draft=${id}`;
}

/** The query parameter that opens a guest's custom build by its `public_id`. */
export const GUEST_BUILD_PARAM = 'guest-build';

/**
 * Open a guest's custom build by its `public_id`, on one step (a blocked cart line's "go to
 * the step"): a guest has no drafts, and anyone may read a guest's build by that id (SPEC §7).
 */
export function guestBuildHref(publicId: string, step?: ConfiguratorSlot): string {
  const params = new URLSearchParams({ [GUEST_BUILD_PARAM]: publicId });
  if (step) params.set('step', step);
  return `${CUSTOMISER_PATH}?${params.toString()}`;
}

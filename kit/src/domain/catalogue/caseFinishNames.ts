import type { CaseFinish } from './parts';

// A module of its own so only the chunks that name finishes carry their message ids (a
// storefront's build checks each chunk's ids against the strings it downloads).
/**
 * The message id of a finish's name ("Black", "Noir", "Schwarz"), in the kit's `configurator`
 * catalogue area in every locale (with the parts' other facts; `loadKitMessages` loads it
 * unless left out): `intl.formatMessage({ id: caseFinishMessageId(finish) })`, so a brand's
 * swatches and filters name the colours as the shop does.
 */
export function caseFinishMessageId(finish: CaseFinish): `caseFinish.${CaseFinish}` {
  return `caseFinish.${finish}`;
}

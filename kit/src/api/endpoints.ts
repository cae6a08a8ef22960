import { accountEndpoints } from './accountEndpoints';
import { authEndpoints } from './authEndpoints';
import { buildEndpoints } from './buildEndpoints';
import { cartEndpoints } from './cartEndpoints';
import { catalogueEndpoints } from './catalogueEndpoints';
import { cmsEndpoints } from './cmsEndpoints';
import { commerceEndpoints } from './commerceEndpoints';
import { reviewEndpoints } from './reviewEndpoints';
import { supportEndpoints } from './supportEndpoints';

/**
 * One function per call of the shop API contract (SPEC §7), each a thin typed wrapper: every
 * area's table in one object, for brand sites that want one import. An object's properties are
 * not tree-shaken, so the kit's hooks and the storefront import their area's table instead.
 */
export const endpoints = {
  ...catalogueEndpoints,
  ...accountEndpoints,
  ...authEndpoints,
  ...buildEndpoints,
  ...cartEndpoints,
  ...commerceEndpoints,
  ...cmsEndpoints,
  ...supportEndpoints,
  ...reviewEndpoints,
};

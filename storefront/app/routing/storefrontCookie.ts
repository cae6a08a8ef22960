import type { StorefrontId } from '@rigsmith/kit/domain';

/** SPEC §1: the storefront choice is remembered in this cookie... */
export const STOREFRONT_COOKIE = 'i18n_redirected';
/** ...for 365 days, like every persisted-state cookie (SPEC §9). */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export function rememberStorefront(id: StorefrontId): void {
  document.cookie = `${STOREFRONT_COOKIE}=${id}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
}

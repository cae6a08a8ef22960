import { StorefrontMenu, useIntl } from '@rigsmith/kit';
import { storefronts, storefrontIds, isStorefrontId } from '@rigsmith/kit/domain';
import { useLocation } from 'wouter';
import { useStorefront } from '../routing/StorefrontContext';
import { rememberStorefront } from '../routing/storefrontCookie';

/**
 * SPEC §1 storefronts: one button for country and language, disclosing the same page in
 * each storefront. Its items are plain links (a full load), since a storefront change swaps
 * language, currency and prices at once; the choice is remembered in the storefront cookie.
 * Each language is named in itself ("Deutsch"), so a shopper finds their own in any shop.
 */
export function StorefrontSwitcher() {
  const intl = useIntl();
  const current = useStorefront();
  const [path] = useLocation();
  const options = storefrontIds.map((id) => {
    const target = storefronts[id];
    return {
      id,
      country: intl.formatMessage({ id: `storefront.${id}` }),
      language: intl.formatMessage({ id: `storefront.language.${id}` }),
      locale: target.locale,
      href: `${target.pathPrefix}${path === '/' && target.pathPrefix ? '' : path}`,
    };
  });
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.storefrontNav' })}>
      <StorefrontMenu
        options={options}
        currentId={current.id}
        onSelect={(id) => {
          if (isStorefrontId(id)) rememberStorefront(id);
        }}
      />
    </nav>
  );
}

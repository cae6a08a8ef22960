import { useIntl } from '@rigsmith/kit';
import { storefronts, storefrontIds } from '@rigsmith/kit/domain';
import { useLocation } from 'wouter';
import { useStorefront } from '../routing/StorefrontContext';
import { rememberStorefront } from '../routing/storefrontCookie';
import * as styles from './DefaultLayout.css';

/**
 * Links to the same page in each storefront. They are plain links (a full load), since
 * a storefront change swaps language, currency and prices at once.
 */
export function StorefrontSwitcher() {
  const intl = useIntl();
  const current = useStorefront();
  const [path] = useLocation();
  return (
    <nav aria-label={intl.formatMessage({ id: 'header.storefrontNav' })}>
      <ul className={styles.storefrontList}>
        {storefrontIds.map((id) => {
          const target = storefronts[id];
          const href = `${target.pathPrefix}${path === '/' && target.pathPrefix ? '' : path}`;
          return (
            <li key={id}>
              <a
                className={styles.storefrontLink}
                href={href}
                hrefLang={target.locale}
                lang={target.locale}
                aria-current={id === current.id ? 'true' : undefined}
                onClick={() => rememberStorefront(id)}
              >
                {intl.formatMessage({ id: `storefront.${id}` })}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

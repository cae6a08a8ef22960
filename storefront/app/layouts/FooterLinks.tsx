import { Link, useIntl } from '@rigsmith/kit';
import { useCmsMeta } from '@rigsmith/kit/hooks';
import * as styles from './FooterLinks.css';

/** Where the footer sends a shopper with a question, on every storefront. */
const CONTACT_HREF = '/contact-us';

/**
 * The footer's links: the CMS's (GET api/cms/meta `footer_links`, loaded at start-up:
 * about, warranty, delivery, privacy, terms), then Contact us, which every storefront's
 * footer has whatever the CMS lists (a shopper stuck at checkout must find support).
 */
export function FooterLinks() {
  const intl = useIntl();
  const cmsLinks = useCmsMeta().data?.footer_links ?? [];
  const links = cmsLinks.some((link) => link.href === CONTACT_HREF)
    ? cmsLinks
    : [...cmsLinks, { href: CONTACT_HREF, label: intl.formatMessage({ id: 'support.footer.contactUs' }) }];
  return (
    <nav aria-label={intl.formatMessage({ id: 'cms.footerNav' })} className={styles.nav}>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

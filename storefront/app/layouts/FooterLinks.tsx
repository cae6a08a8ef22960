import { Link, useIntl } from '@rigsmith/kit';
import { useCmsMeta } from '@rigsmith/kit/hooks';
import * as styles from './FooterLinks.css';

/** The CMS footer links (GET api/cms/meta `footer_links`, loaded at start-up): about, warranty, delivery, privacy, terms. */
export function FooterLinks() {
  const intl = useIntl();
  const links = useCmsMeta().data?.footer_links ?? [];
  if (links.length === 0) return null;
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

import type { ReactNode } from 'react';
import { Link, useIntl } from '@rigsmith/kit';
import { AccountLink } from './AccountLink';
import { PrimaryNav } from './PrimaryNav';
import { StorefrontSwitcher } from './StorefrontSwitcher';
import * as styles from './DefaultLayout.css';

/** SPEC §2 "default" layout: header with the shop's sections and the storefront switcher, main content, footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <header className={styles.header}>
        <Link href="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          {intl.formatMessage({ id: 'app.name' })}
        </Link>
        <PrimaryNav />
        <AccountLink />
        <StorefrontSwitcher />
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={styles.footer}>
        <p className={styles.footerLine}>{intl.formatMessage({ id: 'footer.fpsCredit' })}</p>
        <p className={styles.footerLine}>{intl.formatMessage({ id: 'footer.partsCredit' })}</p>
      </footer>
    </>
  );
}

import { Link, useIntl } from '@rigsmith/kit';
import type { LayoutProps } from '../routing/routeDefinition';
import { AccountLink } from './AccountLink';
import { FooterLinks } from './FooterLinks';
import { HeaderCartLink } from './HeaderCartLink';
import { HeaderMenu } from './HeaderMenu';
import { PrimaryNav } from './PrimaryNav';
import { StorefrontSwitcher } from './StorefrontSwitcher';
import { CookieConsent } from '../screens/support/CookieConsent';
import * as styles from './DefaultLayout.css';

/**
 * SPEC §2 "default" layout: header with the shop's sections and the storefront switcher, main
 * content, footer. `hideFooter` hides the footer from that breakpoint down; `footer={false}`
 * leaves it out (SPEC's "header" layout, `HeaderLayout`).
 */
export function DefaultLayout({ children, hideFooter, footer = true }: LayoutProps & { footer?: boolean }) {
  const intl = useIntl();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <CookieConsent />
      <header className={styles.header}>
        <Link href="/" className={styles.brand} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
          {intl.formatMessage({ id: 'app.name' })}
        </Link>
        {/* The wide header's row; below 640 px the same parts are behind "Menu". */}
        <div className={styles.headerWide}>
          <PrimaryNav />
          <AccountLink />
        </div>
        <HeaderCartLink />
        <div className={styles.headerWide}>
          <StorefrontSwitcher />
        </div>
        <HeaderMenu>
          <PrimaryNav />
          <AccountLink />
          <StorefrontSwitcher />
        </HeaderMenu>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer ? (
        <footer className={hideFooter === 'tabletSmall' ? `${styles.footer} ${styles.footerHiddenOnTabletSmall}` : styles.footer}>
          <FooterLinks />
          <p className={styles.footerLine}>{intl.formatMessage({ id: 'footer.fpsCredit' })}</p>
          <p className={styles.footerLine}>{intl.formatMessage({ id: 'footer.partsCredit' })}</p>
          <p className={styles.footerLine}>{intl.formatMessage({ id: 'footer.placesCredit' })}</p>
        </footer>
      ) : null}
    </>
  );
}

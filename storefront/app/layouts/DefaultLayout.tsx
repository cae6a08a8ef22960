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
        {/* The full header's row. Below 1,120 px the sections and the storefront switcher are
            behind "Menu"; below 640 px the account link too. */}
        <div className={styles.headerFull}>
          <PrimaryNav />
        </div>
        <div className={styles.headerWide}>
          <AccountLink />
        </div>
        <HeaderCartLink />
        <div className={styles.headerFull}>
          <StorefrontSwitcher />
        </div>
        <HeaderMenu>
          <PrimaryNav />
          <div className={styles.headerMenuPhoneOnly}>
            <AccountLink />
          </div>
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

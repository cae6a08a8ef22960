import { Link, useIntl } from '@rigsmith/kit';
import type { LayoutProps } from '../routing/routeDefinition';
import { AccountLink } from './AccountLink';
import { FooterLinks } from './FooterLinks';
import { HeaderCartLink } from './HeaderCartLink';
import { HeaderMenu } from './HeaderMenu';
import { StorefrontSwitcher } from './StorefrontSwitcher';
import * as shared from './DefaultLayout.css';
import { CookieConsent } from '../screens/support/CookieConsent';
import * as styles from './BuilderLayout.css';

/**
 * SPEC §2 "builder" layout (the customiser and the system summary): a slim header that
 * keeps the way home, the account and the cart but leaves out the catalogue's sections, so
 * the build has the room; a wide main area for steps, parts and summary side by side; the
 * data credits in the footer.
 */
export function BuilderLayout({ children, hideFooter }: LayoutProps) {
  const intl = useIntl();
  return (
    <>
      <a className={shared.skipLink} href="#main">
        {intl.formatMessage({ id: 'app.skipToContent' })}
      </a>
      <CookieConsent />
      <header className={shared.header} data-layout="builder">
        <div className={styles.brandGroup}>
          <Link href="/" className={shared.brand} aria-label={intl.formatMessage({ id: 'header.homeLink' })}>
            {intl.formatMessage({ id: 'app.name' })}
          </Link>
          <span className={styles.tagline}>{intl.formatMessage({ id: 'builderLayout.tagline' })}</span>
        </div>
        {/* The wide header's row; below 640 px the same parts are behind "Menu". */}
        <div className={shared.headerWide}>
          <BuilderNav />
          <AccountLink />
        </div>
        <HeaderCartLink />
        <div className={shared.headerWide}>
          <StorefrontSwitcher />
        </div>
        <HeaderMenu>
          <BuilderNav />
          <AccountLink />
          <StorefrontSwitcher />
        </HeaderMenu>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <footer className={hideFooter === 'tabletSmall' ? `${shared.footer} ${shared.footerHiddenOnTabletSmall}` : shared.footer}>
        <FooterLinks />
        <p className={shared.footerLine}>{intl.formatMessage({ id: 'footer.fpsCredit' })}</p>
        <p className={shared.footerLine}>{intl.formatMessage({ id: 'footer.partsCredit' })}</p>
      </footer>
    </>
  );
}

/** The builder's one section link: back to the shop. */
function BuilderNav() {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'builderLayout.nav' })} className={styles.nav}>
      <Link href="/gaming-pcs" className={shared.primaryLink}>
        {intl.formatMessage({ id: 'builderLayout.backToShop' })}
      </Link>
    </nav>
  );
}

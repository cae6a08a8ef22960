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
        {/* The full header's row. Below 1,120 px the sections and the storefront switcher are
            behind "Menu"; below 640 px the account link too. */}
        <div className={shared.headerFull}>
          <BuilderNav />
        </div>
        <div className={shared.headerWide}>
          <AccountLink />
        </div>
        <HeaderCartLink />
        <div className={shared.headerFull}>
          <StorefrontSwitcher />
        </div>
        <HeaderMenu>
          <BuilderNav />
          <div className={shared.headerMenuPhoneOnly}>
            <AccountLink />
          </div>
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

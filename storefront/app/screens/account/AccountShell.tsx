import { useState, type ReactNode } from 'react';
import { Button, Link, useIntl } from '@rigsmith/kit';
import { useAccount, useSession } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import * as styles from './account.css';

/** The account areas of SPEC §2, in order; the affiliate area is "coming soon" (SPEC §1). */
export const accountTabs = [
  { id: 'profile', href: '/account' },
  { id: 'orders', href: '/account/orders' },
  { id: 'savedBuilds', href: '/account/saved-builds' },
  { id: 'affiliate', href: null },
] as const;

export type AccountTabId = (typeof accountTabs)[number]['id'];

/**
 * The frame of every /account page: one h1, the greeting with the customer's name (their
 * email until they give one), a "Log out" button and the areas as a navigation landmark
 * whose current link has `aria-current="page"`, and a way to contact support. The areas are pages with their own address,
 * not an ARIA tab widget, so each can be bookmarked and opened in a new tab.
 */
export function AccountShell({ tab, children }: { tab: Exclude<AccountTabId, 'affiliate'>; children: ReactNode }) {
  const intl = useIntl();
  const { logout } = useSession();
  const account = useAccount();
  const [loggingOut, setLoggingOut] = useState(false);
  const tabTitle = intl.formatMessage({ id: `accountScreen.tab.${tab}` });
  const title = intl.formatMessage({ id: 'accountScreen.title' });
  useDocumentTitle(intl.formatMessage({ id: 'accountScreen.documentTitle' }, { tab: tabTitle }));

  let greeting = null;
  if (account.data) {
    greeting = intl.formatMessage({ id: 'accountScreen.greeting' }, { name: account.data.full_name || account.data.email });
  }

  return (
    <>
      <div className={styles.accountHeader}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          {/* Reserved even while loading, so the page does not jump when the name arrives. */}
          <p className={styles.greeting} aria-live="polite">
            {greeting ?? '\u00a0'}
          </p>
          <p className={styles.accountHelp}>
            {intl.formatMessage({ id: 'accountScreen.help' })}{' '}
            <Link href="/contact-us">{intl.formatMessage({ id: 'support.footer.contactUs' })}</Link>
          </p>
        </div>
        <Button
          variant="secondary"
          isPending={loggingOut}
          onPress={() => {
            // The session provider navigates to /login once the tokens are cleared.
            setLoggingOut(true);
            void logout().finally(() => setLoggingOut(false));
          }}
        >
          {intl.formatMessage({ id: 'accountScreen.logout' })}
        </Button>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'accountScreen.sections' })}>
        <ul className={styles.tabList}>
          {accountTabs.map((item) => (
            <li key={item.id}>
              {item.href ? (
                <Link href={item.href} className={styles.tab} aria-current={item.id === tab ? 'page' : undefined}>
                  {intl.formatMessage({ id: `accountScreen.tab.${item.id}` })}
                </Link>
              ) : (
                <span className={styles.tabUnavailable}>
                  {intl.formatMessage({ id: `accountScreen.tab.${item.id}` })}
                  <span className={styles.badge}>{intl.formatMessage({ id: 'accountScreen.comingSoon' })}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="account-tab-heading" className={styles.tabPanel}>
        <h2 id="account-tab-heading" className={styles.sectionHeading}>
          {tabTitle}
        </h2>
        {children}
      </section>
    </>
  );
}

import { useId } from 'react';
import type { CookieConsentChoice } from '../../domain';
import { useIntl } from '../../i18n';
import { Button } from '../Button';
import { Link } from '../Link';
import * as styles from './CookieBanner.css';

export type CookieBannerProps = {
  /** The cookie (or privacy) policy page, linked from the banner. */
  policyHref: string;
  /**
   * Called with the button pressed: `all` for Accept All, `required` for Required Only.
   * Either marks cookies accepted (SPEC §4); the app records the choice
   * (`createCookieConsentStore`) and stops rendering the banner, then should move focus
   * somewhere useful (e.g. the main content), since the focused button goes away.
   */
  onChoice: (choice: CookieConsentChoice) => void;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * The cookie consent banner (SPEC §2 "cookie consent banner (Accept All / Required Only)").
 * GOV.UK's pattern: a region named by its heading, placed first in the page and in its flow,
 * so it is found first by keyboard and screen reader, never covers the page (the checkout
 * buttons on a phone) and traps no focus: the shop stays usable before a choice is made.
 */
export function CookieBanner({ policyHref, onChoice, className }: CookieBannerProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className ? `${styles.banner} ${className}` : styles.banner}>
      <div className={styles.inner}>
        <h2 id={headingId} className={styles.heading}>
          {intl.formatMessage({ id: 'support.cookieBanner.label' })}
        </h2>
        <p className={styles.text}>{intl.formatMessage({ id: 'support.cookieBanner.text' })}</p>
        <div className={styles.actions}>
          <Button onPress={() => onChoice('all')}>{intl.formatMessage({ id: 'support.cookieBanner.acceptAll' })}</Button>
          <Button variant="secondary" onPress={() => onChoice('required')}>
            {intl.formatMessage({ id: 'support.cookieBanner.requiredOnly' })}
          </Button>
          <Link href={policyHref}>{intl.formatMessage({ id: 'support.cookieBanner.policy' })}</Link>
        </div>
      </div>
    </section>
  );
}

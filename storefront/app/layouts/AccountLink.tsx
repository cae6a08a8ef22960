import { Link, useIntl } from '@rigsmith/kit';
import { useSession } from '@rigsmith/kit/hooks';
import { useLocation } from 'wouter';
import * as styles from './DefaultLayout.css';

/**
 * The header's way into the account: "Sign in" for a guest, "My account" for a signed-in
 * customer. It follows the session, so signing in or out in this tab (or another) swaps it.
 */
export function AccountLink() {
  const intl = useIntl();
  const { status } = useSession();
  const [path] = useLocation();
  const signedIn = status === 'signed-in';
  const href = signedIn ? '/account' : '/login';
  const current = signedIn ? path === '/account' || path.startsWith('/account/') : path === '/login';
  return (
    <Link href={href} className={styles.accountLink} aria-current={current ? 'page' : undefined}>
      {intl.formatMessage({ id: signedIn ? 'header.myAccount' : 'header.signIn' })}
    </Link>
  );
}

import { useId } from 'react';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import * as styles from './ErrorPage.css';

export type ErrorPageProps = {
  /** The HTTP-style status code the page is about (404, 500, ...). */
  statusCode: number;
  /** What went wrong, already translated. @default a generic message for the status */
  message?: string;
  /** Where "Go to homepage" leads. @default '/' */
  homeHref?: string;
};

/**
 * SPEC §2's generic error page: the status code, what went wrong, and a way home.
 * The status is the page's heading so screen readers land on it first.
 */
export function ErrorPage({ statusCode, message, homeHref = '/' }: ErrorPageProps) {
  const intl = useIntl();
  const headingId = useId();
  const text = message ?? intl.formatMessage({ id: statusCode === 404 ? 'errorPage.notFoundGeneric' : 'errorPage.generic' });
  return (
    <section className={styles.page} aria-labelledby={headingId} data-status={statusCode}>
      <h1 id={headingId} className={styles.status}>
        {intl.formatMessage({ id: 'errorPage.title' }, { status: statusCode })}
      </h1>
      <p className={styles.message}>{text}</p>
      <Link href={homeHref} variant="button">
        {intl.formatMessage({ id: 'errorPage.goHome' })}
      </Link>
    </section>
  );
}

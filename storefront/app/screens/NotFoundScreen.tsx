import { ErrorPage, useIntl } from '@rigsmith/kit';
import { useStorefront } from '../routing/StorefrontContext';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useLocation } from 'wouter';

/** SPEC §8: an unmatched route is a 404 "Page not found: {path}". */
export function NotFoundScreen() {
  const intl = useIntl();
  const storefront = useStorefront();
  const [path] = useLocation();
  const message = intl.formatMessage({ id: 'errors.pageNotFound' }, { path: `${storefront.pathPrefix}${path}` });
  useDocumentTitle(message);
  return <ErrorPage statusCode={404} message={message} homeHref="/" />;
}

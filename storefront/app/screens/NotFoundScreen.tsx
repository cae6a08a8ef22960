import { ErrorPage, useIntl } from '@rigsmith/kit';
import { useStorefront } from '../routing/StorefrontContext';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import { useLocation } from 'wouter';
import { useServerPage } from '../ssr/ServerPage';

export type NotFoundScreenProps = {
  /**
   * SPEC §8: `unmatched` (no route, no CMS page, no redirect) says "Page not found: {path}";
   * `invalidRoute` (a known route whose parameters fail its check) says "Page Not Found: {path}".
   * @default 'unmatched'
   */
  reason?: 'unmatched' | 'invalidRoute';
};

/** SPEC §8: an unmatched route is a 404 "Page not found: {path}"; a route validation failure, "Page Not Found: {path}". */
export function NotFoundScreen({ reason = 'unmatched' }: NotFoundScreenProps) {
  const intl = useIntl();
  const storefront = useStorefront();
  const [path] = useLocation();
  const id = reason === 'invalidRoute' ? 'cms.routeNotValid' : 'errors.pageNotFound';
  const message = intl.formatMessage({ id }, { path: `${storefront.pathPrefix}${path}` });
  useDocumentTitle(message);
  const serverPage = useServerPage();
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (serverPage) serverPage.status = 404;
  return <ErrorPage statusCode={404} message={message} homeHref="/" />;
}

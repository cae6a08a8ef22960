import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { CmsPage, ErrorPage, useIntl } from '@rigsmith/kit';
import type { CmsPage as CmsPageSummary } from '@rigsmith/kit/api';
import { useCmsPage, useCmsPages, useRedirectLookup } from '@rigsmith/kit/hooks';
import { useStorefront } from '../../routing/StorefrontContext';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { useStorefrontNavigate } from '../../routing/useStorefrontNavigate';
import { NotFoundScreen } from '../NotFoundScreen';
import { useServerPage } from '../../ssr/ServerPage';
import { cmsSlugOf, redirectDestination } from './cmsPath';
import * as styles from './ContentScreen.css';

/** The page's SEO description as the document's `<meta name="description">`, while the page shows. */
function useMetaDescription(description: string | undefined) {
  const serverPage = useServerPage();
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (serverPage && description) serverPage.description = description;
  useEffect(() => {
    if (!description) return;
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = !tag;
    tag ??= Object.assign(document.createElement('meta'), { name: 'description' });
    const previous = tag.content;
    tag.content = description;
    if (added) document.head.append(tag);
    return () => {
      if (added) tag.remove();
      else tag.content = previous;
    };
  }, [description]);
}

/** A CMS page the start-up list names: its body, titled at once from the list. */
function ContentPage({ listed }: { listed: CmsPageSummary }) {
  const page = useCmsPage(listed.slug);
  useDocumentTitle(page.data?.title ?? listed.title);
  useMetaDescription(page.data?.meta.seo_description);
  if (page.error?.status === 404) return <NotFoundScreen />;
  if (page.error) return <ErrorPage statusCode={page.error.status || 503} />;
  return <CmsPage page={page.data} />;
}

/**
 * SPEC §2/§7 for a path that is no route and no CMS page: ask the server for a redirect.
 * On 301/302, go there (another site or storefront: a full page load; this store: wouter);
 * otherwise log "No redirect Found" and show the not-found page. A status message, not
 * the 404, shows while the lookup runs.
 */
function RedirectOrNotFound({ path }: { path: string }) {
  const intl = useIntl();
  const storefront = useStorefront();
  const navigate = useStorefrontNavigate();
  const lookup = useRedirectLookup(path, storefront.locale);
  const answer = lookup.data;
  const notFound = Boolean(lookup.error) || answer?.kind === 'none';
  const redirecting = answer !== undefined && answer.kind !== 'none';

  useEffect(() => {
    if (!answer && !lookup.error) return;
    if (!answer || answer.kind === 'none') {
      console.info('No redirect Found');
      return;
    }
    // A browser hides the Location of a 301/302 from fetch: open the lookup itself and let it redirect.
    if (answer.kind === 'opaque-redirect') return window.location.replace(answer.url);
    const destination = redirectDestination(answer.location, window.location.origin, storefront.pathPrefix);
    if (destination.kind === 'page') return window.location.replace(destination.url);
    navigate(destination.path, { replace: true });
  }, [answer, lookup.error, navigate, storefront.pathPrefix]);

  const serverPage = useServerPage();
  // A legacy path answers its redirect itself when the server renders it (no page to draw).
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (serverPage && answer?.kind === 'redirect') serverPage.redirect = { status: answer.status, location: answer.location };
  const status = intl.formatMessage({ id: redirecting ? 'cms.redirecting' : 'cms.lookingUp' });
  useDocumentTitle(notFound ? '' : status);
  if (notFound) return <NotFoundScreen />;
  return (
    <div className={styles.status} aria-busy="true">
      <p role="status">{status}</p>
    </div>
  );
}

/**
 * SPEC §2 `/{slug, any depth}`, the last route: a CMS page when the start-up list
 * (`api/cms/pages/`) names the path, else the redirect lookup, else the not-found page.
 */
export function ContentScreen() {
  const [path] = useLocation();
  const pages = useCmsPages();
  const slug = cmsSlugOf(path);
  const listed = pages.data?.items.find((page) => page.slug === slug);
  return listed ? <ContentPage key={listed.slug} listed={listed} /> : <RedirectOrNotFound key={path} path={path} />;
}

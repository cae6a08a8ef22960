import { useEffect } from 'react';
import { useIntl } from '@rigsmith/kit';
import { useServerPage } from '../ssr/ServerPage';

/** Sets the tab title as "{page} | Rigsmith", so screen-reader users hear where they landed. */
export function useDocumentTitle(pageTitle: string): void {
  const intl = useIntl();
  const shopName = intl.formatMessage({ id: 'app.name' });
  const serverPage = useServerPage();
  // On the server there are no effects: the title goes into the HTML's <title> instead.
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (serverPage) serverPage.title = pageTitle;
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${shopName}` : shopName;
  }, [pageTitle, shopName]);
}

import { useEffect } from 'react';
import { useIntl } from '@rigsmith/kit';

/** Sets the tab title as "{page} | Rigsmith", so screen-reader users hear where they landed. */
export function useDocumentTitle(pageTitle: string): void {
  const intl = useIntl();
  const shopName = intl.formatMessage({ id: 'app.name' });
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${shopName}` : shopName;
  }, [pageTitle, shopName]);
}

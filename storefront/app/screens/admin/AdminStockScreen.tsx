import { useMemo, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, Checkbox, Pagination, StockTable, TextField, useIntl } from '@rigsmith/kit';
import { useStaffMe, useStock, useUpdateStock } from '@rigsmith/kit/hooks';
import { pageCountOf } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { ADMIN_PER_PAGE, adminListHref, stockQueryFromSearch } from './adminQuery';
import { withShownRefusal } from './shownRefusal';
import * as styles from './admin.css';

const STOCK_PATH = '/admin/stock';

/**
 * Parts with their stock and lead time, searchable and narrowed to low stock on request (in
 * the URL, like the orders), each editable with a reason that the audit log keeps.
 */
export function AdminStockScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminStock.${id}` });
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => stockQueryFromSearch(search), [search]);
  const stock = useStock(useMemo(() => ({ ...query, per_page: ADMIN_PER_PAGE }), [query]));
  const updateStock = useUpdateStock();
  // Support reads stock but does not change it (domain/account/staff.ts): no Edit for them.
  const canEdit = useStaffMe().data?.permissions.includes('stock.write') ?? false;
  const title = t('title');
  useDocumentTitle(title);

  const data = stock.data;
  const pageCount = pageCountOf(data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    navigate(adminListHref(STOCK_PATH, { q: String(form.get('q') ?? '').trim() || undefined, low: form.get('low') === '1' || undefined }));
  };

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <form key={search} role="search" aria-label={t('filters')} onSubmit={submit} className={styles.filters}>
        <TextField type="search" name="q" label={t('search')} description={t('searchHint')} defaultValue={query.q ?? ''} />
        <div className={styles.checkboxField}>
          <Checkbox name="low" value="1" defaultSelected={query.low ?? false}>
            {t('lowOnly')}
          </Checkbox>
        </div>
        <Button type="submit">{t('apply')}</Button>
      </form>
      <p role="status" className={styles.notice}>
        {data ? intl.formatMessage({ id: 'adminStock.count' }, { count: data.count }) : ''}
      </p>
      <StockTable
        rows={data?.items}
        headingLevel={2}
        isError={Boolean(stock.error) && !data}
        onRetry={() => void stock.mutate()}
        onSave={
          canEdit
            ? async (partId, body) => {
                await withShownRefusal(updateStock(partId, body));
              }
            : undefined
        }
      />
      {data && pageCount > 1 ? (
        <Pagination page={query.page ?? 1} pageCount={pageCount} hrefForPage={(page) => adminListHref(STOCK_PATH, { ...query, page })} />
      ) : null}
    </>
  );
}

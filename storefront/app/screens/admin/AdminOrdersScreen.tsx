import { useId, useMemo, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { AdminOrderTable, Button, Link, Pagination, TextField, useIntl } from '@rigsmith/kit';
import { useAdminOrders } from '@rigsmith/kit/hooks';
import { orderStatuses, pageCountOf, type AdminOrderQuery } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { ADMIN_PER_PAGE, adminListHref, orderQueryFromSearch } from './adminQuery';
import { FilterSelect, StorefrontFilter } from './FilterSelect';
import * as styles from './admin.css';

const ORDERS_PATH = '/admin';

/**
 * The back office's orders: search by reference, email or name, filter by status,
 * storefront and the day placed, newest first, a page at a time. The URL's query is the
 * list's only state: a search pushes a history entry, so Back returns to the previous list.
 */
export function AdminOrdersScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminOrders.${id}` });
  const search = useSearch();
  const [, navigate] = useLocation();
  const ids = { title: useId() };
  const query = useMemo(() => orderQueryFromSearch(search), [search]);
  const orders = useAdminOrders(useMemo(() => ({ ...query, per_page: ADMIN_PER_PAGE }), [query]));
  const title = t('title');
  useDocumentTitle(title);

  const data = orders.data;
  const pageCount = pageCountOf(data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    // Read back through the parser, so only what the URL would keep is sent.
    const next = orderQueryFromSearch(
      new URLSearchParams(
        Object.entries({ q: field('q'), status: field('status'), storefront: field('storefront'), from: field('from'), to: field('to') }),
      ).toString(),
    );
    navigate(adminListHref(ORDERS_PATH, next));
  };

  return (
    <>
      <h1 id={ids.title} className={styles.title}>
        {title}
      </h1>
      {/* Keyed by the query: Back and Forward show the fields of the list they return to. */}
      <form key={search} role="search" aria-label={t('filters')} onSubmit={submit} className={styles.filters}>
        <TextField type="search" name="q" label={t('search')} description={t('searchHint')} defaultValue={query.q ?? ''} />
        <FilterSelect
          name="status"
          label={t('status')}
          anyLabel={t('anyStatus')}
          defaultValue={query.status}
          options={orderStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `orderStatus.${status}` }) }))}
        />
        <StorefrontFilter label={t('storefront')} anyLabel={t('anyStorefront')} defaultValue={query.storefront} />
        <TextField type="date" name="from" label={t('from')} defaultValue={query.from ?? ''} />
        <TextField type="date" name="to" label={t('to')} defaultValue={query.to ?? ''} />
        <Button type="submit">{t('apply')}</Button>
        {Object.keys(query).length > 0 ? <Link href={ORDERS_PATH}>{t('clear')}</Link> : null}
      </form>
      <div className={styles.listHead}>
        <p role="status" className={styles.notice}>
          {data ? intl.formatMessage({ id: 'adminOrders.count' }, { count: data.count }) : ''}
        </p>
      </div>
      <AdminOrderTable
        orders={data?.items}
        isError={Boolean(orders.error) && !data}
        onRetry={() => void orders.mutate()}
        hrefOf={(order) => `/admin/orders/${order.id}`}
      />
      {data && pageCount > 1 ? (
        <Pagination
          page={query.page ?? 1}
          pageCount={pageCount}
          hrefForPage={(page) => adminListHref(ORDERS_PATH, { ...query, page } satisfies AdminOrderQuery)}
        />
      ) : null}
    </>
  );
}

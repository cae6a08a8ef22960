import { useMemo, type FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button, Link, Pagination, SupportTicketTable, TextField, useIntl } from '@rigsmith/kit';
import { useSupportTickets } from '@rigsmith/kit/hooks';
import { pageCountOf, ticketStatuses } from '@rigsmith/kit/domain';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { ADMIN_PER_PAGE, adminListHref } from './adminQuery';
import { FilterSelect, StorefrontFilter } from './FilterSelect';
import { ticketQueryFromSearch } from './supportQuery';
import * as styles from './admin.css';

const SUPPORT_PATH = '/admin/support';

/**
 * The support inbox: contact-us tickets newest first, searched by reference, email or name
 * and filtered by status and storefront, a page at a time. As on the orders list, the URL's
 * query is the list's only state: a search pushes a history entry, so Back returns to it.
 */
export function AdminSupportScreen() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminSupport.list.${id}` });
  const search = useSearch();
  const [, navigate] = useLocation();
  const query = useMemo(() => ticketQueryFromSearch(search), [search]);
  const tickets = useSupportTickets(useMemo(() => ({ ...query, per_page: ADMIN_PER_PAGE }), [query]));
  const title = t('title');
  useDocumentTitle(title);

  const data = tickets.data;
  const pageCount = pageCountOf(data);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '');
    // Read back through the parser, so only what the URL would keep is sent.
    const next = ticketQueryFromSearch(new URLSearchParams({ q: field('q'), status: field('status'), storefront: field('storefront') }).toString());
    navigate(adminListHref(SUPPORT_PATH, next));
  };

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {/* Keyed by the query: Back and Forward show the fields of the list they return to. */}
      <form key={search} role="search" aria-label={t('filters')} onSubmit={submit} className={styles.filters}>
        <TextField type="search" name="q" label={t('search')} description={t('searchHint')} defaultValue={query.q ?? ''} />
        <FilterSelect
          name="status"
          label={t('status')}
          anyLabel={t('anyStatus')}
          defaultValue={query.status}
          options={ticketStatuses.map((status) => ({ value: status, label: intl.formatMessage({ id: `adminSupport.status.${status}` }) }))}
        />
        <StorefrontFilter label={t('storefront')} anyLabel={t('anyStorefront')} defaultValue={query.storefront} />
        <Button type="submit">{t('apply')}</Button>
        {Object.keys(query).length > 0 ? <Link href={SUPPORT_PATH}>{t('clear')}</Link> : null}
      </form>
      <div className={styles.listHead}>
        <p role="status" className={styles.notice}>
          {data ? intl.formatMessage({ id: 'adminSupport.list.count' }, { count: data.count }) : ''}
        </p>
      </div>
      <SupportTicketTable
        tickets={data?.items}
        isError={Boolean(tickets.error) && !data}
        onRetry={() => void tickets.mutate()}
        hrefOf={(ticket) => `${SUPPORT_PATH}/${ticket.id}`}
      />
      {data && pageCount > 1 ? (
        <Pagination page={query.page ?? 1} pageCount={pageCount} hrefForPage={(page) => adminListHref(SUPPORT_PATH, { ...query, page })} />
      ) : null}
    </>
  );
}

import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FilterSheet, ListingFilters, Pagination, ProductCard, ProductGrid, SortSelect, useIntl, type PriceBand } from '@rigsmith/kit';
import type { BuildSort } from '@rigsmith/kit/api';
import { useBuilds } from '@rigsmith/kit/hooks';
import { pageCountOf } from '@rigsmith/kit/domain';
import { productCardPropsOf } from '../catalogue/buildCard';
import { AddToCartProvider, buildCartAction } from '../commerce/AddToCart';
import {
  PER_PAGE_OPTIONS,
  activeFilterCount,
  apiQueryOf,
  hasFilters,
  listingHref,
  listingQueryFromSearch,
  withoutFilters,
  type ListingQuery,
} from '../catalogue/listingQuery';
import { useStorefront } from '../routing/StorefrontContext';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import * as styles from './listing.css';

/**
 * SPEC §2 "view all gaming PCs": the pre-built listing with SPEC §9's sorts, filters and
 * pagination. The URL's query string is the listing's only state: controls navigate to a
 * new query string (replacing the history entry, so back leaves the listing rather than
 * undoing each tick), page links push one (so back returns to the previous page).
 */
export function GamingPcsScreen() {
  const intl = useIntl();
  const { currency } = useStorefront();
  const search = useSearch();
  const [, navigate] = useLocation();
  const titleId = useId();
  const query = useMemo(() => listingQueryFromSearch(search, currency), [search, currency]);
  const builds = useBuilds(useMemo(() => apiQueryOf(query), [query]));
  const title = intl.formatMessage({ id: 'listing.title' });
  useDocumentTitle(title);

  const data = builds.data;
  const pageCount = pageCountOf(data);
  const filtered = hasFilters(query);

  const show = (next: ListingQuery) => navigate(listingHref(next, currency), { replace: true });
  const hrefFor = (patch: Partial<ListingQuery>) => listingHref({ ...query, ...patch }, currency);
  const clearFilters = () => show(withoutFilters(query));

  // A page past the end (fewer results since the link was made) shows the last page instead.
  useEffect(() => {
    if (data && !builds.isLoading && data.count > 0 && query.page > pageCount) show({ ...query, page: pageCount });
  });

  // Announce each new result, politely, once it has arrived; not the first load, which the page itself is.
  const summary =
    data && !builds.isLoading
      ? data.count === 0
        ? intl.formatMessage({ id: 'listing.empty' })
        : intl.formatMessage(
            { id: 'listing.announce' },
            {
              count: data.count,
              sort: intl.formatMessage({ id: `sort.${query.sort}` }),
              page: Math.min(query.page, pageCount),
              pageCount,
            },
          )
      : null;
  const [announcement, setAnnouncement] = useState('');
  const firstSummary = useRef(true);
  useEffect(() => {
    if (summary === null) return;
    if (firstSummary.current) {
      firstSummary.current = false;
      return;
    }
    setAnnouncement(summary);
  }, [summary]);

  // After a page link, start the shopper at the top of the new page rather than at the pager.
  const countRef = useRef<HTMLParagraphElement>(null);
  const shownPage = useRef(query.page);
  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    countRef.current?.focus();
  }, [query.page]);

  const priceBand: PriceBand = { min: query.price_min ?? null, max: query.price_max ?? null };

  // The same controls in the panel and in the sheet: only one is shown at a time (CSS by width).
  const filterProps = {
    currency,
    inStockOnly: Boolean(query.in_stock),
    onInStockOnlyChange: (inStock: boolean) => show({ ...query, in_stock: inStock ? true : undefined, page: 1 }),
    priceBand,
    onPriceBandChange: (band: PriceBand) => show({ ...query, price_min: band.min ?? undefined, price_max: band.max ?? undefined, page: 1 }),
    categories: data?.facets.categories ?? [],
    category: query.category ?? null,
    hrefForCategory: (category: string | null) => hrefFor({ category: category ?? undefined, page: 1 }),
  };

  let body;
  if (!data && builds.error) {
    body = (
      <div className={styles.notice} data-tone="error">
        <p role="alert" className={styles.noticeText}>
          {intl.formatMessage({ id: 'listing.error' })}
        </p>
        <button type="button" className={styles.button} onClick={() => void builds.mutate()}>
          {intl.formatMessage({ id: 'listing.retry' })}
        </button>
      </div>
    );
  } else if (!data) {
    body = (
      <p role="status" className={styles.notice}>
        {intl.formatMessage({ id: 'listing.loading' })}
      </p>
    );
  } else if (data.items.length === 0 && data.count === 0) {
    body = (
      <div className={styles.notice}>
        <p className={styles.noticeText}>{intl.formatMessage({ id: filtered ? 'listing.empty' : 'listing.emptyCatalogue' })}</p>
        {filtered ? (
          <button type="button" className={styles.button} onClick={clearFilters}>
            {intl.formatMessage({ id: 'listing.clearFilters' })}
          </button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        {builds.error ? (
          <div className={styles.notice} data-tone="error">
            <p role="alert" className={styles.noticeText}>
              {intl.formatMessage({ id: 'listing.error' })}
            </p>
            <button type="button" className={styles.button} onClick={() => void builds.mutate()}>
              {intl.formatMessage({ id: 'listing.retry' })}
            </button>
          </div>
        ) : null}
        <ProductGrid aria-labelledby={titleId}>
          {data.items.map((build, index) => (
            <ProductCard
              key={build.id}
              {...productCardPropsOf(build)}
              headingLevel={2}
              actions={buildCartAction(build)}
              // The first card's picture is the listing's largest paint above the fold: fetch it at once.
              imagePriority={index === 0}
            />
          ))}
        </ProductGrid>
        <Pagination
          page={Math.min(query.page, pageCount)}
          pageCount={pageCount}
          hrefForPage={(page) => hrefFor({ page })}
          perPage={query.per_page}
          perPageOptions={PER_PAGE_OPTIONS}
          onPerPageChange={(perPage) => show({ ...query, per_page: perPage, page: 1 })}
        />
      </>
    );
  }

  return (
    <AddToCartProvider>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <div className={styles.layout}>
        <ListingFilters {...filterProps} onClear={clearFilters} className={styles.filtersPanel} />
        <div className={styles.results} aria-busy={builds.isLoading}>
          <div className={styles.toolbar}>
            <p ref={countRef} tabIndex={-1} className={styles.count}>
              {data ? intl.formatMessage({ id: 'listing.count' }, { count: data.count }) : null}
            </p>
            <div className={styles.toolbarControls}>
              <FilterSheet
                className={styles.filtersButton}
                activeCount={activeFilterCount(query)}
                resultCount={data && !builds.isLoading ? data.count : null}
                onClear={clearFilters}
              >
                <ListingFilters {...filterProps} variant="sheet" />
              </FilterSheet>
              <SortSelect value={query.sort} onValueChange={(sort: BuildSort) => show({ ...query, sort, page: 1 })} />
            </div>
          </div>
          {body}
        </div>
      </div>
      <p role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </p>
    </AddToCartProvider>
  );
}

import { useId, type ChangeEvent } from 'react';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import { useControllableState } from '../internal/useControllableState';
import * as fields from '../internal/fields.css';
import { pageItems } from './pageItems';
import * as styles from './Pagination.css';

/** SPEC §9 leaves the sizes open; these fit a 1-, 2-, 3- and 4-column grid. */
export const defaultPerPageOptions = [12, 24, 48] as const;

export type PaginationProps = {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are; the page links are left out when there is only one. */
  pageCount: number;
  /** The address of a page, so each page is a real link (new tab, copy link, history). */
  hrefForPage: (page: number) => string;
  /** Items per page, when the app controls it. */
  perPage?: number;
  /** Items per page at first, when the component controls it. @default the first option */
  defaultPerPage?: number;
  /** Called when the shopper picks another page size. Without it there is no page-size choice. */
  onPerPageChange?: (perPage: number) => void;
  /** Page sizes offered. @default [12, 24, 48] */
  perPageOptions?: readonly number[];
  /** Pages shown either side of the current one. @default 1 */
  siblingCount?: number;
  /** Names the navigation landmark. @default "Pagination" in the storefront language */
  'aria-label'?: string;
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

/**
 * Page links for a listing: previous, numbered pages with gaps, next, and a page-size
 * choice. The links are plain anchors (routed client-side through `LinkRouterProvider`),
 * so they work with the keyboard, in new tabs and with back/forward.
 *
 * @selector [aria-current="page"] the current page's link
 * @selector [data-disabled] the previous/next placeholder on the first/last page
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  perPage,
  defaultPerPage,
  onPerPageChange,
  perPageOptions = defaultPerPageOptions,
  siblingCount = 1,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const intl = useIntl();
  const perPageId = useId();
  const [size, setSize] = useControllableState(perPage, defaultPerPage ?? perPageOptions[0] ?? 12, onPerPageChange);
  const current = Math.min(Math.max(page, 1), Math.max(pageCount, 1));
  const items = pageItems(current, pageCount, siblingCount);
  const onSizeChange = (event: ChangeEvent<HTMLSelectElement>) => setSize(Number(event.target.value));
  const previous = intl.formatMessage({ id: 'pagination.previous' });
  const next = intl.formatMessage({ id: 'pagination.next' });

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      {pageCount > 1 ? (
        <nav aria-label={ariaLabel ?? intl.formatMessage({ id: 'pagination.label' })} className={styles.nav}>
          {current > 1 ? (
            <Link
              href={hrefForPage(current - 1)}
              className={styles.item}
              rel="prev"
              aria-label={intl.formatMessage({ id: 'pagination.previousPage' })}
            >
              <span aria-hidden="true">‹</span>
              {previous}
            </Link>
          ) : (
            // Keeps the bar from jumping; not a control, so hidden from assistive technology.
            <span className={styles.item} data-disabled="" aria-hidden="true">
              <span>‹</span>
              {previous}
            </span>
          )}
          <ul className={styles.list}>
            {items.map((item) =>
              typeof item === 'number' ? (
                <li key={item}>
                  <Link
                    href={hrefForPage(item)}
                    className={styles.item}
                    aria-current={item === current ? 'page' : undefined}
                    aria-label={intl.formatMessage({ id: 'pagination.page' }, { page: item })}
                  >
                    {item}
                  </Link>
                </li>
              ) : (
                <li key={item} className={styles.ellipsis} aria-hidden="true">
                  …
                </li>
              ),
            )}
          </ul>
          {current < pageCount ? (
            <Link href={hrefForPage(current + 1)} className={styles.item} rel="next" aria-label={intl.formatMessage({ id: 'pagination.nextPage' })}>
              {next}
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={styles.item} data-disabled="" aria-hidden="true">
              {next}
              <span>›</span>
            </span>
          )}
        </nav>
      ) : null}
      {onPerPageChange ? (
        <div className={fields.field}>
          <label htmlFor={perPageId} className={fields.label}>
            {intl.formatMessage({ id: 'pagination.perPage' })}
          </label>
          <select id={perPageId} className={fields.select} value={size} onChange={onSizeChange}>
            {perPageOptions.map((option) => (
              <option key={option} value={option}>
                {intl.formatNumber(option)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}

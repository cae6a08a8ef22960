import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { VisuallyHidden } from 'react-aria';
import { toMajorUnits, type CurrencyCode, type Facet } from '../../domain';
import { useIntl } from '../../i18n';
import { Link } from '../Link';
import { useControllableState } from '../internal/useControllableState';
import * as fields from '../internal/fields.css';
import * as styles from './ListingFilters.css';

/** A price band in minor units of the storefront currency, inclusive; `null` is unbounded. */
export type PriceBand = { min: number | null; max: number | null };

export type ListingFiltersProps = {
  /** The storefront currency: the price band is typed and shown in it. */
  currency: CurrencyCode;
  /** Whether only builds in stock are shown, when the app controls it. */
  inStockOnly?: boolean;
  /** Whether only builds in stock are shown at first (uncontrolled). @default false */
  defaultInStockOnly?: boolean;
  /** Called with the new value when the shopper toggles "In stock only". */
  onInStockOnlyChange?: (inStockOnly: boolean) => void;
  /** The applied price band (minor units), when the app controls it. */
  priceBand?: PriceBand;
  /** The price band applied at first (uncontrolled), in minor units. @default no bounds */
  defaultPriceBand?: PriceBand;
  /** Called with a valid band (min ≤ max) when the shopper applies it. */
  onPriceBandChange?: (band: PriceBand) => void;
  /** Category facets with their counts; the category list is left out when empty. */
  categories?: readonly Facet[];
  /** The chosen category's `value`, or null for all. */
  category?: string | null;
  /** The address of the listing filtered by a category (`null`: every category). */
  hrefForCategory?: (category: string | null) => string;
  /** Called by "Clear filters", shown while any filter is applied. */
  onClear?: () => void;
  /** Level of the "Filters" heading; sub-headings are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * `panel`: a card with its "Filters" heading and "Clear filters", beside the results.
   * `sheet`: the controls alone, for a `FilterSheet`, which brings the title and "Clear all"
   * (its title is the "Filters" heading, so sub-headings stay one level below `headingLevel`).
   * @default 'panel'
   */
  variant?: 'panel' | 'sheet';
  /** Class for the root element, for the page's layout; the kit's styles sit in a cascade layer, so the page's rules win. */
  className?: string;
};

const noBand: PriceBand = { min: null, max: null };
type Draft = { min: string; max: string };
type DraftErrors = { min?: string; max?: string };

/**
 * The listing's filters (SPEC §9 "only in stock", plus a price band and category facets).
 * Presentational: it reports changes and takes hrefs; the screen keeps the state in the URL.
 * The price band is applied on submit (Enter or "Apply"), after checking each bound is an
 * amount and min ≤ max; an error sits under its field and the field is marked invalid.
 *
 * @selector [data-active] on the root while any filter is applied
 * @selector [data-variant="panel|sheet"] on the root
 */
export function ListingFilters({
  currency,
  inStockOnly,
  defaultInStockOnly = false,
  onInStockOnlyChange,
  priceBand,
  defaultPriceBand = noBand,
  onPriceBandChange,
  categories = [],
  category = null,
  hrefForCategory,
  onClear,
  headingLevel = 2,
  variant = 'panel',
  className,
}: ListingFiltersProps) {
  const intl = useIntl();
  const ids = { heading: useId(), inStock: useId(), min: useId(), max: useId(), categories: useId() };
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const [inStock, setInStock] = useControllableState(inStockOnly, defaultInStockOnly, onInStockOnlyChange);
  const [band, setBand] = useControllableState(priceBand, defaultPriceBand, onPriceBandChange);

  const minorPerMajor = Math.round(1 / toMajorUnits({ amount: 1, currency }));
  const decimal = intl.formatNumberToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const group = intl.formatNumberToParts(10_000).find((part) => part.type === 'group')?.value ?? ',';
  const show = (minor: number | null) =>
    minor === null ? '' : intl.formatNumber(toMajorUnits({ amount: minor, currency }), { useGrouping: false, maximumFractionDigits: 2 });
  const draftOf = (value: PriceBand): Draft => ({ min: show(value.min), max: show(value.max) });

  // The typed text, reset whenever the applied band changes from outside (e.g. "Clear filters").
  const [draft, setDraft] = useState<Draft>(() => draftOf(band));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [shownBand, setShownBand] = useState(band);
  if (shownBand.min !== band.min || shownBand.max !== band.max) {
    setShownBand(band);
    setDraft(draftOf(band));
    setErrors({});
  }

  /** Reads a typed amount in the locale's notation: minor units, null for blank, NaN if not an amount. */
  const parse = (text: string): number | null => {
    const compact = text
      .replace(/\s/g, '')
      .split(group)
      .join(group === decimal ? group : '');
    if (compact === '') return null;
    const normalised = compact.replace(decimal, '.');
    if (!/^\d+(\.\d{0,2})?$/.test(normalised)) return Number.NaN;
    return Math.round(Number(normalised) * minorPerMajor);
  };

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const min = parse(draft.min);
    const max = parse(draft.max);
    const invalid = intl.formatMessage({ id: 'listingFilters.invalidAmount' }, { example: intl.formatNumber(749.99) });
    const next: DraftErrors = {};
    if (Number.isNaN(min)) next.min = invalid;
    if (Number.isNaN(max)) next.max = invalid;
    else if (min !== null && max !== null && !Number.isNaN(min) && min > max) {
      next.max = intl.formatMessage({ id: 'listingFilters.maxBelowMin' });
    }
    setErrors(next);
    if (next.min) return minRef.current?.focus();
    if (next.max) return maxRef.current?.focus();
    setBand({ min, max });
  };

  const currencySymbol =
    intl.formatNumberToParts(0, { style: 'currency', currency: currency.toUpperCase() }).find((p) => p.type === 'currency')?.value ??
    currency.toUpperCase();
  const active = inStock || band.min !== null || band.max !== null || category !== null;
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  const priceInput = (bound: 'min' | 'max') => {
    const error = errors[bound];
    const errorId = `${ids[bound]}-error`;
    return (
      <div className={styles.priceField}>
        <label htmlFor={ids[bound]} className={fields.label}>
          {intl.formatMessage({ id: bound === 'min' ? 'listingFilters.priceMin' : 'listingFilters.priceMax' })}
        </label>
        <input
          ref={bound === 'min' ? minRef : maxRef}
          id={ids[bound]}
          name={`price_${bound}`}
          className={fields.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={draft[bound]}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [bound]: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {error ? (
          <p id={errorId} className={fields.fieldError}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  const inSheet = variant === 'sheet';
  const rootClass = inSheet ? styles.sheetRoot : styles.root;
  const controls = (
    <>
      <div className={styles.group}>
        <div className={styles.check}>
          <input
            id={ids.inStock}
            type="checkbox"
            className={styles.checkbox}
            checked={inStock}
            onChange={(event) => setInStock(event.target.checked)}
          />
          <label htmlFor={ids.inStock}>{intl.formatMessage({ id: 'listingFilters.inStockOnly' })}</label>
        </div>

        <form onSubmit={applyPrice} noValidate>
          <fieldset className={styles.fieldset}>
            <legend className={styles.subheading}>{intl.formatMessage({ id: 'listingFilters.price' }, { currency: currencySymbol })}</legend>
            <div className={styles.priceFields}>
              {priceInput('min')}
              {priceInput('max')}
            </div>
            <button type="submit" className={fields.button}>
              {intl.formatMessage({ id: 'listingFilters.applyPrice' })}
            </button>
          </fieldset>
        </form>
      </div>

      {categories.length > 0 && hrefForCategory ? (
        <div className={styles.categories}>
          <SubHeading id={ids.categories} className={styles.subheading}>
            {intl.formatMessage({ id: 'listingFilters.category' })}
          </SubHeading>
          <ul className={styles.categoryList} aria-labelledby={ids.categories}>
            <li>
              <Link href={hrefForCategory(null)} className={styles.categoryLink} aria-current={category === null ? 'true' : undefined}>
                {intl.formatMessage({ id: 'listingFilters.allCategories' })}
              </Link>
            </li>
            {categories.map((facet) => (
              <li key={facet.value}>
                <Link
                  href={hrefForCategory(facet.value)}
                  className={styles.categoryLink}
                  aria-current={category === facet.value ? 'true' : undefined}
                >
                  <span>
                    {facet.label}{' '}
                    <VisuallyHidden elementType="span">
                      {intl.formatMessage({ id: 'listingFilters.facetCount' }, { count: facet.count })}
                    </VisuallyHidden>
                  </span>
                  <span className={styles.count} aria-hidden="true">
                    {intl.formatNumber(facet.count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );

  // In a sheet the dialog is the region, named by its title: a second landmark would repeat it.
  if (inSheet) {
    return (
      <div className={className ? `${rootClass} ${className}` : rootClass} data-active={active || undefined} data-variant="sheet">
        {controls}
      </div>
    );
  }
  return (
    <section
      className={className ? `${rootClass} ${className}` : rootClass}
      aria-labelledby={ids.heading}
      data-active={active || undefined}
      data-variant="panel"
    >
      <div className={styles.panelLayout}>
        <Heading id={ids.heading} className={styles.heading}>
          {intl.formatMessage({ id: 'listingFilters.heading' })}
        </Heading>
        {controls}
        {active && onClear ? (
          <button type="button" className={`${fields.button} ${styles.clear}`} onClick={onClear}>
            {intl.formatMessage({ id: 'listingFilters.clear' })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

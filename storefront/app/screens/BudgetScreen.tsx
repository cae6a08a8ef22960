import { BudgetBand, BudgetBands, ProductCard, ProductGrid, useIntl } from '@rigsmith/kit';
import { useBuildsByBudget } from '@rigsmith/kit/hooks';
import { productCardPropsOf } from '../catalogue/buildCard';
import { defaultListingQuery, listingHref } from '../catalogue/listingQuery';
import { useStorefront } from '../routing/StorefrontContext';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import * as styles from './listing.css';

/**
 * SPEC §2 "builds-by-budget view": the four price bands, each with its builds and a link
 * to the full listing with that band's price filter applied.
 */
export function BudgetScreen() {
  const intl = useIntl();
  const { currency } = useStorefront();
  const bands = useBuildsByBudget();
  const title = intl.formatMessage({ id: 'budget.title' });
  useDocumentTitle(title);

  let body;
  if (bands.error && !bands.data) {
    body = (
      <div className={styles.notice} data-tone="error">
        <p role="alert" className={styles.noticeText}>
          {intl.formatMessage({ id: 'budget.error' })}
        </p>
        <button type="button" className={styles.button} onClick={() => void bands.mutate()}>
          {intl.formatMessage({ id: 'budget.retry' })}
        </button>
      </div>
    );
  } else if (!bands.data) {
    body = (
      <p role="status" className={styles.notice}>
        {intl.formatMessage({ id: 'budget.loading' })}
      </p>
    );
  } else if (bands.data.every((band) => band.builds.length === 0)) {
    body = <p className={styles.notice}>{intl.formatMessage({ id: 'budget.empty' })}</p>;
  } else {
    body = (
      <BudgetBands>
        {bands.data.map((band) => (
          <BudgetBand
            key={band.slug}
            band={band.slug}
            min={band.min}
            max={band.max}
            seeAllHref={listingHref(
              {
                ...defaultListingQuery,
                price_min: band.min.amount > 0 ? band.min.amount : undefined,
                // A band's max is exclusive (the next band starts there); the listing's is inclusive.
                price_max: band.max ? band.max.amount - 1 : undefined,
              },
              currency,
            )}
          >
            {band.builds.length > 0 ? (
              <ProductGrid aria-label={intl.formatMessage({ id: `budgetBand.${band.slug}` })}>
                {band.builds.map((build) => (
                  <ProductCard key={build.id} {...productCardPropsOf(build)} />
                ))}
              </ProductGrid>
            ) : null}
          </BudgetBand>
        ))}
      </BudgetBands>
    );
  }

  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.intro}>{intl.formatMessage({ id: 'budget.intro' })}</p>
      <div aria-busy={bands.isLoading}>{body}</div>
    </>
  );
}

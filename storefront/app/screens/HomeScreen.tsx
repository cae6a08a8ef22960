import { ProductCard, ProductGrid, useIntl } from '@rigsmith/kit';
import { useBuilds } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import * as styles from './HomeScreen.css';

const HOME_PAGE_SIZE = 12;

/** The home page: a short introduction and the best-selling pre-built PCs. */
export function HomeScreen() {
  const intl = useIntl();
  const builds = useBuilds({ per_page: HOME_PAGE_SIZE });
  useDocumentTitle(intl.formatMessage({ id: 'home.title' }));

  return (
    <>
      <section className={styles.hero}>
        <h1 className={styles.title}>{intl.formatMessage({ id: 'home.title' })}</h1>
        <p className={styles.intro}>{intl.formatMessage({ id: 'home.intro' })}</p>
      </section>
      <section aria-labelledby="home-builds-heading" aria-busy={builds.isLoading}>
        <h2 id="home-builds-heading" className={styles.sectionHeading}>
          {intl.formatMessage({ id: 'home.buildsHeading' })}
        </h2>
        {builds.error && !builds.data ? (
          <p role="alert" className={styles.notice} data-tone="error">
            {intl.formatMessage({ id: 'home.buildsError' })}
          </p>
        ) : builds.isLoading ? (
          <p role="status" className={styles.notice}>
            {intl.formatMessage({ id: 'home.buildsLoading' })}
          </p>
        ) : builds.data && builds.data.items.length > 0 ? (
          <ProductGrid aria-labelledby="home-builds-heading">
            {builds.data.items.map((build) => (
              <ProductCard
                key={build.id}
                title={build.name}
                price={build.price}
                estimatedShipDate={build.estimated_ship_date}
                shippingDays={build.shipping_days}
                rating={build.rating}
                reviewCount={build.review_count}
                inStock={build.in_stock}
                fpsRange={build.fps}
              />
            ))}
          </ProductGrid>
        ) : (
          <p className={styles.notice}>{intl.formatMessage({ id: 'home.buildsEmpty' })}</p>
        )}
      </section>
    </>
  );
}

import { Link, ProductCard, ProductGrid, useIntl } from '@rigsmith/kit';
import { useBuilds } from '@rigsmith/kit/hooks';
import { productCardPropsOf } from '../catalogue/buildCard';
import { useDocumentTitle } from '../routing/useDocumentTitle';
import * as styles from './HomeScreen.css';

const HOME_PAGE_SIZE = 12;

/** Ways into the catalogue (SPEC §2); the builder is a later feature, linked already. */
const entryPoints = [
  { id: 'gamingPcs', href: '/gaming-pcs' },
  { id: 'byBudget', href: '/gaming-pcs/by-budget' },
  { id: 'byFps', href: '/gaming-pcs/by-fps' },
  { id: 'games', href: '/games' },
  { id: 'builder', href: '/custom-pc-builder/customiser' },
] as const;

/** The home page: a short introduction, ways into the catalogue and the best-selling pre-built PCs. */
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
      <section aria-labelledby="home-explore-heading" className={styles.explore}>
        <h2 id="home-explore-heading" className={styles.sectionHeading}>
          {intl.formatMessage({ id: 'home.exploreHeading' })}
        </h2>
        <ul className={styles.entryGrid} aria-labelledby="home-explore-heading">
          {entryPoints.map((entry) => (
            <li key={entry.id} className={styles.entry} data-entry={entry.id}>
              <h3 className={styles.entryTitle}>
                <Link href={entry.href} className={styles.entryLink}>
                  {intl.formatMessage({ id: `home.explore.${entry.id}` })}
                </Link>
              </h3>
              <p className={styles.entryText}>{intl.formatMessage({ id: `home.explore.${entry.id}Text` })}</p>
            </li>
          ))}
        </ul>
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
              <ProductCard key={build.id} {...productCardPropsOf(build)} />
            ))}
          </ProductGrid>
        ) : (
          <p className={styles.notice}>{intl.formatMessage({ id: 'home.buildsEmpty' })}</p>
        )}
      </section>
    </>
  );
}

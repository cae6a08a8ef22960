import { useId } from 'react';
import { RatingSummary, ReviewList, SpecificationTable, useIntl } from '@rigsmith/kit';
import type { CaseModel } from '@rigsmith/kit/api';
import * as layout from '../catalogueScreen.css';
import * as styles from './ModelScreen.css';

/**
 * A model page's specification and reviews (SPEC §2 "Model pages"), below the fold: its own
 * chunk, downloaded once the page has started to hydrate, so the first load carries neither
 * the review list nor the table (bench/README.md "page-speed"). The server still draws it in
 * full, and the browser hydrates it when its chunk arrives.
 */
export function ModelDetails({ model }: { model: CaseModel }) {
  const intl = useIntl();
  const ids = { specification: useId(), reviews: useId() };
  return (
    <div className={`${layout.section} ${styles.details}`}>
      <section className={styles.detail} aria-labelledby={ids.specification}>
        <h2 id={ids.specification} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'modelScreen.specificationHeading' })}
        </h2>
        <SpecificationTable
          rows={model.specification}
          caption={intl.formatMessage({ id: 'modelScreen.specificationCaption' }, { name: model.name })}
          hideCaption
        />
      </section>
      <section className={styles.detail} aria-labelledby={ids.reviews}>
        <h2 id={ids.reviews} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'modelScreen.reviewsHeading' })}
        </h2>
        <RatingSummary rating={model.rating} reviewCount={model.review_count} size="small" />
        <ReviewList reviews={model.reviews} aria-labelledby={ids.reviews} />
      </section>
    </div>
  );
}

import { useId } from 'react';
import { Money, RatingSummary, ReviewList, SpecificationTable, useIntl } from '@rigsmith/kit';
import type { CaseModel } from '@rigsmith/kit/api';
import { caseFinishMessageId } from '@rigsmith/kit/domain';
import * as layout from '../catalogueScreen.css';
import * as colourStyles from './ModelColours.css';
import * as styles from './ModelScreen.css';

/**
 * A model page's colours, specification and reviews (SPEC §2 "Model pages"), below the
 * fold: its own chunk, downloaded once the page has started to hydrate, so the first load
 * carries neither the review list nor the table (bench/README.md "page-speed"). The server
 * still draws it in full, and the browser hydrates it when its chunk arrives.
 */
export function ModelDetails({ model }: { model: CaseModel }) {
  const intl = useIntl();
  const ids = { specification: useId(), reviews: useId() };
  return (
    <>
      <ModelColours model={model} />
      <div className={styles.details}>
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
    </>
  );
}

/**
 * Each case finish the model's builds come in, with the picture of its best-selling build
 * (drawn in that finish from its parts), its name beside a swatch, how many builds and the
 * lowest price. A list of figures under a heading: nothing to operate, so a keyboard passes
 * it by and a screen reader reads each finish's name, count and price, the picture's alt
 * naming the model and the colour. None when no build's case colour is known.
 */
function ModelColours({ model }: { model: CaseModel }) {
  const intl = useIntl();
  const headingId = useId();
  const byId = new Map(model.builds.map((build) => [build.id, build]));
  const finishes = model.colours.flatMap(({ colour, build_ids }) => {
    const builds = build_ids.flatMap((id) => byId.get(id) ?? []);
    const first = builds[0];
    if (!first) return [];
    const cheapest = builds.reduce((low, build) => (build.price.amount < low.price.amount ? build : low), first);
    return [{ colour, name: intl.formatMessage({ id: caseFinishMessageId(colour) }), builds, first, cheapest }];
  });
  if (finishes.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionHeading}>
        {intl.formatMessage({ id: 'modelColours.heading' })}
      </h2>
      <p className={colourStyles.intro}>{intl.formatMessage({ id: 'modelColours.intro' }, { name: model.name })}</p>
      <ul className={colourStyles.list}>
        {finishes.map(({ colour, name, builds, first, cheapest }) => (
          <li key={colour} data-colour={colour}>
            <figure className={colourStyles.figure}>
              {first.image ? (
                <img
                  className={colourStyles.picture}
                  src={first.image.src}
                  width={first.image.width}
                  height={first.image.height}
                  alt={intl.formatMessage({ id: 'modelScreen.finishPicture' }, { name: first.name, colour: name })}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <figcaption className={colourStyles.caption}>
                <span className={colourStyles.name}>
                  <span className={colourStyles.swatches[colour]} aria-hidden="true" />
                  {name}
                </span>
                <span className={colourStyles.builds}>
                  {intl.formatMessage({ id: 'modelColours.builds' }, { count: builds.length, price: <Money key="price" value={cheapest.price} /> })}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

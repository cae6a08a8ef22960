import { useId } from 'react';
import { Button, Money, RatingSummary, ReviewList, SpecificationTable, useIntl } from '@rigsmith/kit';
import type { CaseModel } from '@rigsmith/kit/api';
import { caseFinishMessageId, type CaseFinish } from '@rigsmith/kit/domain';
import * as layout from '../catalogueScreen.css';
import * as colourStyles from './ModelColours.css';
import * as styles from './ModelScreen.css';

/**
 * A model page's colours, specification and reviews (SPEC §2 "Model pages"), below the
 * fold: its own chunk, downloaded once the page has started to hydrate, so the first load
 * carries neither the review list nor the table (bench/README.md "page-speed"). The server
 * still draws it in full, and the browser hydrates it when its chunk arrives.
 */
type ModelDetailsProps = {
  model: CaseModel;
  /** Where the page's gallery shows each finish (`modelGallery`); without it, no finish offers to be shown. */
  finishIndex?: ReadonlyMap<CaseFinish, number>;
  /** Shows the gallery's picture at this index, and moves focus to it. */
  onShowPicture?: (index: number) => void;
};

export function ModelDetails({ model, finishIndex, onShowPicture }: ModelDetailsProps) {
  const intl = useIntl();
  const ids = { specification: useId(), reviews: useId() };
  return (
    <>
      <ModelColours model={model} finishIndex={finishIndex} onShowPicture={onShowPicture} />
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
 * Each case finish the model's builds come in: its name beside a swatch, how many builds and
 * the lowest price, and a button that shows the finish's best-selling build in the page's
 * gallery (which already draws it, so the picture is not repeated here). None when no
 * build's case colour is known.
 */
function ModelColours({ model, finishIndex, onShowPicture }: ModelDetailsProps) {
  const intl = useIntl();
  const headingId = useId();
  const byId = new Map(model.builds.map((build) => [build.id, build]));
  const finishes = model.colours.flatMap(({ colour, build_ids }) => {
    const builds = build_ids.flatMap((id) => byId.get(id) ?? []);
    const first = builds[0];
    if (!first) return [];
    const cheapest = builds.reduce((low, build) => (build.price.amount < low.price.amount ? build : low), first);
    return [{ colour, name: intl.formatMessage({ id: caseFinishMessageId(colour) }), builds, cheapest, picture: finishIndex?.get(colour) }];
  });
  if (finishes.length === 0) return null;
  return (
    <section className={layout.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={layout.sectionHeading}>
        {intl.formatMessage({ id: 'modelColours.heading' })}
      </h2>
      <p className={colourStyles.intro}>{intl.formatMessage({ id: 'modelColours.intro' }, { name: model.name })}</p>
      <ul className={colourStyles.list}>
        {finishes.map(({ colour, name, builds, cheapest, picture }) => (
          <li key={colour} data-colour={colour} className={colourStyles.finish}>
            <span className={colourStyles.name}>
              <span className={colourStyles.swatches[colour]} aria-hidden="true" />
              {name}
            </span>
            <span className={colourStyles.builds}>
              {intl.formatMessage({ id: 'modelColours.builds' }, { count: builds.length, price: <Money key="price" value={cheapest.price} /> })}
            </span>
            {picture !== undefined && onShowPicture ? (
              <Button variant="secondary" className={colourStyles.show} onPress={() => onShowPicture(picture)}>
                {intl.formatMessage({ id: 'modelColours.show' }, { colour: name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

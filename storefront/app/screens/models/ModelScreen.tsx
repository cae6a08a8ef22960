import { Suspense, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams } from 'wouter';
import { ErrorPage, Gallery, Money, RatingSummary, useIntl } from '@rigsmith/kit';
import type { CaseModel } from '@rigsmith/kit/api';
import { caseFinishMessageId } from '@rigsmith/kit/domain';
import { useCaseModel } from '@rigsmith/kit/hooks';
import { useDocumentTitle } from '../../routing/useDocumentTitle';
import { NotFoundScreen } from '../NotFoundScreen';
import { useServerPage } from '../../ssr/ServerPage';
import { modelGallery, type ModelGallery } from '../../catalogue/modelPictures';
import { deferredPart } from '../../routing/deferredPart';
import * as layout from '../catalogueScreen.css';
import * as styles from './ModelScreen.css';

// Below the fold, so not in the page's first load: their chunks and strings download as the page hydrates.
const ModelBuilds = deferredPart(
  () => import('./ModelBuilds'),
  (m) => m.ModelBuilds,
  { module: 'screens/models/ModelBuilds.tsx', messages: 'modelBuilds' },
);
const ModelDetails = deferredPart(
  () => import('./ModelDetails'),
  (m) => m.ModelDetails,
  { module: 'screens/models/ModelDetails.tsx', messages: 'modelDetails' },
);

/**
 * SPEC §2 "Model pages": a case model's gallery, its "Select your case" introduction,
 * rating, builds, overview, specification and reviews. Sections with headings rather
 * than tabs, so everything is on the page for search, print and screen-reader skimming.
 * An unknown model is the API's 404, shown as the shop's "Page not found" page.
 */
export function ModelScreen() {
  const intl = useIntl();
  const { slug = '' } = useParams<{ slug: string }>();
  const model = useCaseModel(slug);
  useDocumentTitle(model.data?.name ?? '');

  if (model.error?.status === 404) return <NotFoundScreen />;
  if (model.error) {
    return <ErrorPage statusCode={model.error.status || 503} message={intl.formatMessage({ id: 'modelScreen.error' })} />;
  }
  if (!model.data) {
    return (
      <div aria-busy="true">
        <p role="status" className={layout.status}>
          {intl.formatMessage({ id: 'modelScreen.loading' })}
        </p>
      </div>
    );
  }
  // Keyed by model, so the gallery starts at its first picture on each model's page.
  return <ModelPage key={model.data.slug} model={model.data} />;
}

function ModelPage({ model }: { model: CaseModel }) {
  const intl = useIntl();
  const serverPage = useServerPage();
  const { pictures, finishIndex } = useModelGallery(model);
  const [shown, setShown] = useState(0);
  const galleryRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/immutability -- the server page is a per-render collector the server reads once rendering ends (no effects run there)
  if (serverPage) serverPage.model = model;
  const ids = {
    title: useId(),
    intro: useId(),
    overview: useId(),
  };

  return (
    <article aria-labelledby={ids.title} data-model={model.slug}>
      <div className={styles.top}>
        <div ref={galleryRef}>
          <Gallery
            images={pictures}
            label={intl.formatMessage({ id: 'modelScreen.galleryLabel' }, { name: model.name })}
            value={shown}
            onValueChange={setShown}
            priority
          />
        </div>
        <div className={styles.summary}>
          <h1 id={ids.title} className={layout.title}>
            {model.name}
          </h1>
          {model.collaboration ? (
            <p className={styles.collaboration}>
              {intl.formatMessage({ id: 'modelScreen.collaboration' }, { partner: model.collaboration.partner })}
            </p>
          ) : null}
          <RatingSummary rating={model.rating} reviewCount={model.review_count} />
          {model.price_from ? (
            <p className={styles.priceFrom}>
              {intl.formatMessage(
                { id: 'modelScreen.priceFrom' },
                { price: <Money key="price" value={model.price_from} className={styles.priceValue} /> },
              )}
            </p>
          ) : null}
          <section className={styles.intro} aria-labelledby={ids.intro}>
            <h2 id={ids.intro} className={styles.introHeading}>
              {intl.formatMessage({ id: 'modelScreen.introHeading' })}
            </h2>
            <Prose text={model.intro} />
          </section>
        </div>
      </div>

      <Suspense fallback={null}>
        <ModelBuilds model={model} />
      </Suspense>

      <section className={layout.section} aria-labelledby={ids.overview}>
        <h2 id={ids.overview} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'modelScreen.overviewHeading' })}
        </h2>
        <Prose text={model.overview} />
      </section>

      <Suspense fallback={null}>
        <ModelDetails
          model={model}
          // Only where the gallery has thumbnails, so showing a finish has somewhere to land.
          finishIndex={pictures.length > 1 ? finishIndex : undefined}
          onShowPicture={(index) => {
            // Focus goes to the picture's thumbnail (the gallery's documented [data-selected]),
            // so a keyboard or screen-reader user lands on what changed, which reads its alt.
            flushSync(() => setShown(index));
            const gallery = galleryRef.current;
            gallery?.scrollIntoView({ block: 'start' });
            gallery?.querySelector<HTMLElement>('[data-selected]')?.focus({ preventScroll: true });
          }}
        />
      </Suspense>
    </article>
  );
}

/** The gallery's pictures, each finish's alt naming the build and the colour. */
function useModelGallery(model: CaseModel): ModelGallery {
  const intl = useIntl();
  return modelGallery(model, (build, colour) =>
    intl.formatMessage({ id: 'modelScreen.finishPicture' }, { name: build, colour: intl.formatMessage({ id: caseFinishMessageId(colour) }) }),
  );
}

/** Plain text from the API, paragraphs separated by blank lines. */
function Prose({ text }: { text: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}

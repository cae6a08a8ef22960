import { useId } from 'react';
import { FpsEstimateNote, ProductCard, ProductGrid, useIntl } from '@rigsmith/kit';
import type { CaseModel } from '@rigsmith/kit/api';
import { productCardPropsOf } from '../../catalogue/buildCard';
import { AddToCartProvider, buildCartAction } from '../../commerce/AddToCart';
import { withCustomiseLink } from '../../shared/CustomiseLink';
import * as layout from '../catalogueScreen.css';

/**
 * A model page's builds (SPEC §2 "Model pages"), below the gallery and the introduction: its
 * own chunk, downloaded once the page has started to hydrate, so the first load carries
 * neither the product cards nor "Add to cart" (bench/README.md "page-speed"). The server
 * draws it in full, so it paints with the page; its buttons work once its chunk has arrived.
 */
export function ModelBuilds({ model }: { model: CaseModel }) {
  const intl = useIntl();
  const ids = { builds: useId(), fpsNote: useId() };
  const showsFps = model.builds.some((build) => build.fps !== null);
  return (
    <AddToCartProvider>
      <section className={layout.section} aria-labelledby={ids.builds}>
        <h2 id={ids.builds} className={layout.sectionHeading}>
          {intl.formatMessage({ id: 'modelScreen.buildsHeading' }, { name: model.name })}
        </h2>
        {model.builds.length === 0 ? (
          <p className={layout.notice}>{intl.formatMessage({ id: 'modelScreen.buildsEmpty' })}</p>
        ) : (
          <>
            <ProductGrid aria-labelledby={ids.builds}>
              {model.builds.map((build) => (
                // No title link: it would lead back to this very page. "Customise" opens the customiser with its parts.
                <ProductCard
                  key={build.id}
                  {...productCardPropsOf(build)}
                  href={undefined}
                  actions={withCustomiseLink(build, buildCartAction(build))}
                />
              ))}
            </ProductGrid>
            {showsFps ? <FpsEstimateNote id={ids.fpsNote} /> : null}
          </>
        )}
      </section>
    </AddToCartProvider>
  );
}

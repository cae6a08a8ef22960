import { productCardPropsOf as kitProductCardPropsOf, type ProductCardProps } from '@rigsmith/kit';
import type { BuildCard } from '@rigsmith/kit/api';

/** A build's own page: its case model's page, when it belongs to one. */
export function buildHref(build: Pick<BuildCard, 'model'>): string | undefined {
  return build.model ? `/models/${encodeURIComponent(build.model)}` : undefined;
}

/** What a build as the API sends it gives a product card; the screen picks the heading level. */
export type BuildCardProps = Omit<ProductCardProps, 'headingLevel' | 'media' | 'actions'>;

/** The product card of a build as the API sends it (the kit's), linked to its model page. */
export function productCardPropsOf(build: BuildCard): BuildCardProps {
  return { ...kitProductCardPropsOf(build), href: buildHref(build) };
}

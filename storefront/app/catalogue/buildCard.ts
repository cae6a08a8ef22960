import type { ProductCardProps } from '@rigsmith/kit';
import type { BuildCard } from '@rigsmith/kit/api';

/** A build's own page: its case model's page, when it belongs to one. */
export function buildHref(build: Pick<BuildCard, 'model'>): string | undefined {
  return build.model ? `/models/${encodeURIComponent(build.model)}` : undefined;
}

/** What a build as the API sends it gives a product card; the screen picks the heading level. */
export type BuildCardProps = Omit<ProductCardProps, 'headingLevel' | 'media' | 'actions'>;

/** The product card of a build as the API sends it (SPEC §3 "Build or product card"). */
export function productCardPropsOf(build: BuildCard): BuildCardProps {
  return {
    title: build.name,
    price: build.price,
    wasPrice: build.was_price,
    estimatedShipDate: build.estimated_ship_date,
    shippingDays: build.shipping_days,
    rating: build.rating,
    reviewCount: build.review_count,
    inStock: build.in_stock,
    backorder: build.backorder,
    fpsRange: build.fps,
    href: buildHref(build),
  };
}

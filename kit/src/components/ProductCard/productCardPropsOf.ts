import type { BuildCard } from '../../domain';
import type { ProductCardProps } from './ProductCard';

/** What a build from the catalogue API gives its card; the page adds `href`, `headingLevel`, `imagePriority`, `media` and `actions`. */
export type BuildProductCardProps = Omit<ProductCardProps, 'href' | 'headingLevel' | 'imagePriority' | 'media' | 'actions'>;

/**
 * A pre-built PC as the catalogue API sends it (`useBuilds`, `useBuildsByBudget`, …) as
 * `ProductCard` props, so every site shows the facts of SPEC §3 "Build or product card" the
 * same way: `<ProductCard {...productCardPropsOf(build)} href={…} actions={…} />`. Where the
 * title links to is the site's own route, so it is left out.
 */
export function productCardPropsOf(build: BuildCard): BuildProductCardProps {
  return {
    title: build.name,
    price: build.price,
    wasPrice: build.was_price,
    estimatedShipDate: build.estimated_ship_date,
    shippingDays: build.shipping_days,
    rating: build.rating,
    reviewCount: build.review_count,
    inStock: build.in_stock,
    backorder: build.backorder ?? false,
    fpsRange: build.fps,
    image: build.image ?? null,
  };
}

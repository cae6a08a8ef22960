import type { CaseModel } from '@rigsmith/kit/api';
import { modelPictures } from '../catalogue/modelPictures';

/** schema.org JSON-LD, as search engines read it from `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Minor units to schema.org's decimal price ("1499.00"). */
const decimalPrice = (minor: number) => (minor / 100).toFixed(2);

/**
 * A model page as a schema.org Product: its name, images, description, the lowest build
 * price as an Offer and the customers' rating as an AggregateRating (Google's required and
 * recommended fields for a product snippet). URLs are absolute, from the page's own.
 */
export function productJsonLd(model: CaseModel, pageUrl: string): JsonLd {
  const images = modelPictures(model).map((image) => new URL(image.src, pageUrl).href);
  // A build on backorder can be bought and ships later: schema.org's BackOrder.
  const availability = model.builds.some((build) => build.in_stock)
    ? 'https://schema.org/InStock'
    : model.builds.some((build) => build.backorder)
      ? 'https://schema.org/BackOrder'
      : 'https://schema.org/OutOfStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model.name,
    image: images,
    description: model.intro,
    brand: { '@type': 'Brand', name: 'Rigsmith' },
    url: pageUrl,
    ...(model.price_from
      ? {
          offers: {
            '@type': 'Offer',
            url: pageUrl,
            price: decimalPrice(model.price_from.amount),
            priceCurrency: model.price_from.currency.toUpperCase(),
            availability,
          },
        }
      : {}),
    ...(model.rating !== null && model.review_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: model.rating, reviewCount: model.review_count, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** A trail from the storefront's home to this page, as a schema.org BreadcrumbList. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

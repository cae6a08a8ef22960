import type { CountryCode, CurrencyCode, Money } from '../domain';

/** GET api/ecommerce/regional/country/ — one row per country the shop knows. */
export type Country = {
  iso_3166_1_a2: string;
  /** Whether the shop ships there (SPEC §5: shipping only to listed countries). */
  is_shipping: boolean;
  /** Currency of that country's storefront, for shipping countries. */
  currency: CurrencyCode | null;
  /** VAT rate in basis points for shipping countries, else null. */
  vat_rate_bp: number | null;
};

/** GET api/ecommerce/regional/currency/ */
export type Currency = {
  code: CurrencyCode;
  /** Digits after the decimal point of the minor unit. */
  minor_unit_digits: number;
};

/** A pre-built gaming PC as the product card shows it (SPEC §3 "Build or product card"). */
export type BuildCard = {
  id: number;
  reference: string;
  name: string;
  product_class: 'pc-build';
  /** Price including VAT, in the requested country's currency. */
  price: Money;
  /** Average customer rating, 0–5 with one decimal; null when not yet rated. */
  rating: number | null;
  review_count: number;
  shipping_days: number;
  /** ISO date (YYYY-MM-DD) the build is estimated to ship if ordered today. */
  estimated_ship_date: string;
  in_stock: boolean;
  /** Average FPS range across popular games at 1080p High (an estimate). */
  fps: { min: number; max: number } | null;
};

/** A page of a listing. */
export type Page<T> = {
  items: T[];
  count: number;
  page: number;
  per_page: number;
};

export type ListQuery = {
  page?: number;
  per_page?: number;
};

export type RequestContext = {
  country: CountryCode;
};

import type { CurrencyCode } from '@rigsmith/kit/domain';
import { boolean, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/**
 * Every country an address form may offer (SPEC §3 "Country"). Only the shipping
 * countries have a storefront currency and a VAT rate (SPEC §5: shipping only to
 * listed countries); the others are there so a customer can still name them.
 */
export const countries = pgTable('countries', {
  /** ISO 3166-1 alpha-2, upper case (GB, FR, ...). */
  iso: varchar('iso_3166_1_a2', { length: 2 }).primaryKey(),
  isShipping: boolean('is_shipping').notNull().default(false),
  /** Lower-case ISO 4217 code of the storefront that serves this country. */
  currency: text('currency')
    .$type<CurrencyCode>()
    .references(() => currencies.code),
  /** VAT rate in basis points (2000 = 20 %). */
  vatRateBp: integer('vat_rate_bp'),
});

/** Currencies prices are stored in (SPEC §3 "currency (code such as gbp or eur)"). */
export const currencies = pgTable('currencies', {
  code: text('code').$type<CurrencyCode>().primaryKey(),
  minorUnitDigits: integer('minor_unit_digits').notNull(),
});

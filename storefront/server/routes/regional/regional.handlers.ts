import type { Country, Currency } from '@rigsmith/kit/api';
import type { RouteHandler } from '@hono/zod-openapi';
import { asc } from 'drizzle-orm';
import type { AppEnv } from '../../context';
import { countries, currencies } from '../../db/schema';
import { REFERENCE_DATA_CACHE } from '../../http-cache';
import type { ListCountries, ListCurrencies } from './regional.routes';

export const listCountries: RouteHandler<ListCountries, AppEnv> = async (c) => {
  const rows = await c.get('db').select().from(countries).orderBy(asc(countries.iso));
  const body: Country[] = rows.map((row) => ({
    iso_3166_1_a2: row.iso,
    is_shipping: row.isShipping,
    currency: row.currency,
    vat_rate_bp: row.vatRateBp,
  }));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(body, 200);
};

export const listCurrencies: RouteHandler<ListCurrencies, AppEnv> = async (c) => {
  const rows = await c.get('db').select().from(currencies).orderBy(asc(currencies.code));
  const body: Currency[] = rows.map((row) => ({ code: row.code, minor_unit_digits: row.minorUnitDigits }));
  c.header('Cache-Control', REFERENCE_DATA_CACHE);
  return c.json(body, 200);
};

import { countryCodes, DEFAULT_COUNTRY, isCountryCode, storefrontForCountry, type CountryCode } from '@rigsmith/kit/domain';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';
import { translatorFor } from '../i18n';

/**
 * SPEC §7: every call carries `?country=` (ISO 3166-1 alpha-2, default GB). It picks the
 * storefront, so currency, VAT and language, resolved here once for the whole request;
 * a country the shop does not sell to is a 400, not a silent fallback to GB, so a client
 * bug shows up at once.
 */
export const storefrontFromQuery = createMiddleware<AppEnv>(async (c, next) => {
  const requested = c.req.query('country');
  if (requested === undefined) {
    setStorefront(c, DEFAULT_COUNTRY);
  } else if (isCountryCode(requested)) {
    setStorefront(c, requested);
  } else {
    const allowed = countryCodes.join(', ');
    throw new ApiError(400, {
      code: 'invalid_country',
      message: `Unknown country '${requested}'. The shop sells to ${allowed}.`,
      fields: { country: `Must be one of ${allowed}` },
    });
  }
  await next();
});

function setStorefront(c: Context<AppEnv>, country: CountryCode): void {
  const storefront = storefrontForCountry(country);
  c.set('country', country);
  c.set('storefront', storefront);
  c.set('t', translatorFor(storefront));
}

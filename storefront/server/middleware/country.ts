import { countryCodes, DEFAULT_COUNTRY, isCountryCode } from '@rigsmith/kit/domain';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { ApiError } from '../errors';

/**
 * SPEC §7: every call carries `?country=` (ISO 3166-1 alpha-2, default GB). It picks the
 * storefront, so currency and VAT; a country the shop does not sell to is a 400, not a
 * silent fallback to GB, so a client bug shows up at once.
 */
export const countryFromQuery = createMiddleware<AppEnv>(async (c, next) => {
  const requested = c.req.query('country');
  if (requested === undefined) {
    c.set('country', DEFAULT_COUNTRY);
  } else if (isCountryCode(requested)) {
    c.set('country', requested);
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

import { createRouter } from '../../router';
import * as handlers from './regional.handlers';
import * as routes from './regional.routes';

/** Countries and currencies (SPEC §7 "Reference data"). */
export const regionalRouter = createRouter()
  .openapi(routes.listCountries, handlers.listCountries)
  .openapi(routes.listCurrencies, handlers.listCurrencies);

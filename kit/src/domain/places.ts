import type { Place } from './contract/account';
import type { CountryCode } from './storefronts';

/**
 * Where the address form's place autocomplete gets its suggestions. The kit's
 * embedded default (`useApiPlaceProvider` in `@rigsmith/kit/hooks`) searches the shop's
 * bundled list of real places; a brand site can plug in any geocoder with this shape.
 * Components take it as a prop, so they never fetch themselves.
 */
export type PlaceProvider = {
  /**
   * Places whose city or postcode starts with `query`, in `country`. Rejects with an
   * `AbortError` when `signal` aborts (the combobox aborts the previous search on each key).
   */
  search(query: string, country: CountryCode, signal?: AbortSignal): Promise<Place[]>;
};

import { useEffect, useRef, useState } from 'react';
import type { CountryCode, Place, PlaceProvider } from '../domain';

/** How long typing must pause before the provider is asked (ms). */
export const PLACE_SEARCH_DELAY = 200;
/** Shorter text matches too much to be useful. */
export const PLACE_SEARCH_MIN_LENGTH = 2;

/** Where a place search stands: nothing asked, waiting for the answer, answered, or failed. */
export type PlaceSearchStatus = 'idle' | 'searching' | 'done' | 'failed';

export type UsePlaceSearchOptions = {
  /** Looks places up by a typed city or postcode (`useApiPlaceProvider` in `@rigsmith/kit/hooks`, or any geocoder). */
  placeProvider: PlaceProvider;
  /** The country to search in: the address's own. Changing it drops the answers. */
  country: CountryCode;
};

/** A stable key for a place, for a list's options. */
export const placeKey = (place: Place) => `${place.country}|${place.postcode}|${place.city}`;

/**
 * The search behind the address form's city and postcode boxes, without the list: call
 * `search(text)` as the shopper types; after a pause of `PLACE_SEARCH_DELAY` ms it asks the
 * provider once, aborting the search before, and `places` holds the answer. The brand renders
 * the list (react-aria's `useComboBox` does it accessibly, as the kit's `PlaceCombobox`) and
 * gives the place chosen to `useAddressForm`'s `pick`.
 */
export function usePlaceSearch({ placeProvider, country }: UsePlaceSearchOptions) {
  const [places, setPlaces] = useState<Place[]>([]);
  const [status, setStatus] = useState<PlaceSearchStatus>('idle');
  const [query, setQuery] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<AbortController | null>(null);

  const cancel = () => {
    clearTimeout(timer.current);
    running.current?.abort();
    running.current = null;
  };
  useEffect(() => cancel, []);
  // Another country's places are no answer.
  useEffect(() => {
    cancel();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- resets local state when an outside value changes, after the render that changed it
    setPlaces([]);
    setStatus('idle');
  }, [country]);

  const search = (text: string) => {
    cancel();
    const trimmed = text.trim();
    if (trimmed.length < PLACE_SEARCH_MIN_LENGTH) {
      setPlaces([]);
      setStatus('idle');
      return;
    }
    setStatus('searching');
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      running.current = controller;
      placeProvider.search(trimmed, country, controller.signal).then(
        (found) => {
          if (controller.signal.aborted) return;
          setPlaces(found);
          setQuery(trimmed);
          setStatus('done');
        },
        () => {
          if (controller.signal.aborted) return;
          setPlaces([]);
          setStatus('failed');
        },
      );
    }, PLACE_SEARCH_DELAY);
  };

  return {
    /** The places the last answered search found. */
    places,
    status,
    /** The text the last answered search asked for (trimmed). */
    query,
    /** Searches for `text` after the pause; shorter than `PLACE_SEARCH_MIN_LENGTH`, it clears the list. */
    search,
    /** Stops a search waiting or under way. */
    cancel,
    /** The search for what the box shows now found nothing: say so, and offer a way out. */
    foundNothingFor: (text: string) => status === 'done' && places.length === 0 && text.trim() === query,
  };
}

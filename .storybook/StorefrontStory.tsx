import { useMemo } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { storefronts, type StorefrontId } from '@rigsmith/kit/domain';
import { App } from '../storefront/app/App';
import { countryFixtures, currencyFixtures } from './fixtures/builds';
import { createMockClient, type MockAnswer } from './mockApi';

export type StorefrontStoryProps = {
  storefront?: StorefrontId;
  /** The in-store path the story opens at. @default '/' */
  path?: string;
  /** API answers by path; reference data is answered unless a story overrides it. */
  api?: Record<string, MockAnswer>;
};

/** Renders the real storefront App at a path, over mocked API answers, with a fresh SWR cache. */
export function StorefrontStory({ storefront = 'uk', path = '/', api = {} }: StorefrontStoryProps) {
  const config = storefronts[storefront];
  const client = useMemo(
    () =>
      createMockClient(config.country, {
        'api/ecommerce/regional/country/': countryFixtures,
        'api/ecommerce/regional/currency/': currencyFixtures,
        ...api,
      }),
    [config.country, api],
  );
  const location = useMemo(() => memoryLocation({ path }), [path]);
  return (
    <App
      storefront={config}
      client={client}
      locationHook={location.hook}
      swr={{ provider: () => new Map(), dedupingInterval: 0 }}
    />
  );
}

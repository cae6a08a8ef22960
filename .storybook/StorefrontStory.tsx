import { expect, waitFor } from 'storybook/test';
import { useMemo } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import { storefronts, type StorefrontId } from '@rigsmith/kit/domain';
import { App } from '../storefront/app/App';
import { cmsMetaFixture, cmsPagesFixture, countryFixtures, currencyFixtures } from './fixtures/builds';
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
        'api/cms/meta': cmsMetaFixture,
        'api/cms/pages/': cmsPagesFixture,
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

/**
 * Waits until the full-screen loader has closed (about 500 ms after mount): screen stories
 * assert and take their screenshot on the page the shopper sees, not on the overlay.
 */
export async function afterLoader(canvasElement: HTMLElement): Promise<void> {
  await waitFor(
    () => expect(canvasElement.querySelector('[role="status"][data-state]')).toHaveAttribute('data-state', 'closed'),
    { timeout: 3000 },
  );
}

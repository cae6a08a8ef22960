import { expect, waitFor } from 'storybook/test';
import { useMemo } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import {
  COOKIE_CONSENT_COOKIE,
  CUSTOMISER_STORAGE_KEY,
  createCookieConsentStore,
  memoryCookieJar,
  DEFAULT_SESSION_STORAGE_KEY,
  GUEST_CART_STORAGE_KEY,
  serialiseGuestCart,
  serialiseStoredCustomiser,
  storefronts,
  type ProductKey,
  type StoredCustomiser,
  type StorefrontId,
} from '@rigsmith/kit/domain';
import { createCustomiserStore, createGuestCartStore, createMemoryStorage, createSessionStore } from '@rigsmith/kit/hooks';
import { App } from '../storefront/app/App';
import { bundledCatalogue } from '../storefront/app/i18n/messages';
import { cmsMetaFixtureFor, cmsPagesFixture, countryFixtures, currencyFixtures } from './fixtures/builds';
import { accountFixture, addressFixtures, placeFixtures, storedSessionFixture, tokensFixture } from './fixtures/account';
import { createMockClient, type MockAnswer } from './mockApi';
import { screenFrame } from './screenFrame.css';

export type StorefrontStoryProps = {
  storefront?: StorefrontId;
  /** The in-store path the story opens at. @default '/' */
  path?: string;
  /** API answers by path; reference data is answered unless a story overrides it. */
  api?: Record<string, MockAnswer>;
  /**
   * Opens the story signed in: the session store starts from fake tokens in an in-memory
   * storage, and the account, its addresses and the auth calls are answered unless the story
   * overrides them. Signed out, the storage starts empty; either way stories never touch the
   * browser's localStorage, so one story's sign-in cannot leak into the next. @default false
   */
  session?: boolean;
  /**
   * A guest cart to open with, as `[product, amount]` lines (a product id, or a custom build's
   * public id), kept in in-memory storage like the session. Signed-in stories answer the
   * server cart through `api` instead.
   * @default empty
   */
  guestCart?: [ProductKey, number][];
  /**
   * The customiser's build kept in the browser, in in-memory storage like the
   * session, so stories never read or write the real localStorage. @default none
   */
  customiserBuild?: StoredCustomiser;
  /**
   * Shows the cookie consent banner, as on a first visit. Otherwise the story opens with the
   * banner already answered (in an in-memory cookie jar), so screens look as they do once a
   * shopper has chosen. @default false
   */
  cookieBanner?: boolean;
};

/** The account calls a signed-in story answers by default. */
const accountAnswers: Record<string, MockAnswer> = {
  'api/account/': accountFixture,
  'GET api/account/shipping_address/': addressFixtures,
  'api/geo/places/': placeFixtures,
  'POST api/auth/refresh/': tokensFixture,
  'POST api/auth/logout/': new Response(null, { status: 204 }),
  // No saved builds unless a story says otherwise.
  'GET api/ecommerce/pc_build/': [],
  // An empty server cart and no orders, unless a story says otherwise.
  'GET api/account/basket/product/': [],
  'GET api/account/order/': [],
};

/** "Today" in every screen story: Monday 23 November 2026, the day the fixtures' dates count from. */
export const storyToday = new Date('2026-11-23T09:00:00Z');

/**
 * The screens' own browser-storage keys (a half-typed shipping step, the way back to
 * checkout after registering) are forgotten before a story renders, so one story's typing
 * cannot show up in the next.
 */
function forgetStoredDrafts() {
  for (const storage of [globalThis.sessionStorage, globalThis.localStorage]) {
    for (const key of Object.keys(storage ?? {})) {
      if (key.startsWith('rigsmith.shipping-draft.') || key.startsWith('rigsmith.checkout-return.')) storage.removeItem(key);
    }
  }
}

/** Renders the real storefront App at a path, over mocked API answers, with a fresh SWR cache. */
export function StorefrontStory({
  storefront = 'uk',
  path = '/',
  api = {},
  session = false,
  guestCart = [],
  customiserBuild,
  cookieBanner = false,
}: StorefrontStoryProps) {
  const config = storefronts[storefront];
  // eslint-disable-next-line react-hooks/use-memo -- runs once per story mount, before the first render reads storage
  useMemo(forgetStoredDrafts, []);
  const client = useMemo(
    () =>
      createMockClient(config.country, {
        'api/ecommerce/regional/country/': countryFixtures,
        'api/ecommerce/regional/currency/': currencyFixtures,
        'api/cms/meta': cmsMetaFixtureFor(config.locale),
        'api/cms/pages/': cmsPagesFixture,
        ...accountAnswers,
        ...api,
      }),
    [config.country, config.locale, api],
  );
  const sessionStore = useMemo(
    () =>
      createSessionStore({
        storage: createMemoryStorage(session ? { [DEFAULT_SESSION_STORAGE_KEY]: storedSessionFixture } : {}),
      }),
    [session],
  );
  const guestCartKey = JSON.stringify(guestCart);
  const cartStore = useMemo(() => {
    const lines = (JSON.parse(guestCartKey) as [ProductKey, number][]).map(([product, amount]) => ({ product, amount }));
    const initial: Record<string, string> =
      lines.length > 0 ? { [GUEST_CART_STORAGE_KEY]: serialiseGuestCart({ id: 'story-guest-cart', lines }) } : {};
    return createGuestCartStore({ storage: createMemoryStorage(initial), eventTarget: null, newId: () => 'story-guest-cart' });
  }, [guestCartKey]);
  const checkoutStorage = useMemo(() => createMemoryStorage(), []);
  const customiserKey = customiserBuild ? serialiseStoredCustomiser(customiserBuild) : null;
  const customiserStore = useMemo(
    () => createCustomiserStore({ storage: createMemoryStorage(customiserKey ? { [CUSTOMISER_STORAGE_KEY]: customiserKey } : {}), locks: null }),
    [customiserKey],
  );
  const location = useMemo(() => memoryLocation({ path }), [path]);
  const cookieConsentStore = useMemo(
    () => createCookieConsentStore({ jar: memoryCookieJar(cookieBanner ? '' : `${COOKIE_CONSENT_COOKIE}=required`), secure: false }),
    [cookieBanner],
  );
  return (
    <div className={screenFrame}>
      <App
        storefront={config}
        messages={bundledCatalogue(config.locale)}
        client={client}
        sessionStore={sessionStore}
        cartStore={cartStore}
        checkoutStorage={checkoutStorage}
        customiserStore={customiserStore}
        cookieConsentStore={cookieConsentStore}
        today={storyToday}
        shopOrigin="https://shop.rigsmith.example"
        locationHook={location.hook}
        swr={{ provider: () => new Map(), dedupingInterval: 0 }}
      />
    </div>
  );
}

/**
 * Waits until the full-screen loader has closed (about 500 ms after mount): screen stories
 * assert and take their screenshot on the page the shopper sees, not on the overlay.
 */
export async function afterLoader(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[role="status"][data-state]')).toHaveAttribute('data-state', 'closed'), { timeout: 3000 });
}

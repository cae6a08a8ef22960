import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  AddedToCartNotice,
  AddressForm,
  Button,
  CartLine,
  CartLink,
  CartSummary,
  Link,
  LinkRouterProvider,
  PreloadedIntlProvider,
  ProductCard,
  productCardPropsOf,
  useIntl,
  type Messages,
} from '@rigsmith/kit';
import { createApiClient, type BuildCard } from '@rigsmith/kit/api';
import {
  ApiClientProvider,
  CartProvider,
  CheckoutProvider,
  SessionProvider,
  createSessionStore,
  useApiPlaceProvider,
  useBuilds,
  useCart,
  useCartLine,
  useCartSummary,
  useShippingCountries,
} from '@rigsmith/kit/hooks';
import { addressLines, storefronts, type ShippingAddressInput, type Storefront, type StorefrontId } from '@rigsmith/kit/domain';

/**
 * The shop's API on its own origin: the shop lists this site's origin in CORS_ORIGINS, and
 * the kit's client sends bearer tokens, never cookies, so nothing else is needed across origins.
 */
const shopUrl = import.meta.env.VITE_SHOP_URL ?? 'http://127.0.0.1:3000';

/** `?store=fr` (uk, fr, it, es, de) picks the shop's country, currency and language. */
function storefrontOfPage(): Storefront {
  const id = new URLSearchParams(window.location.search).get('store');
  return id && id in storefronts ? storefronts[id as StorefrontId] : storefronts.uk;
}

// The site's three pages, on the History API: a brand can use any router, since kit links go
// through `LinkRouterProvider` (kit/README.md).
type Page = 'product' | 'cart' | 'checkout';
const pathOf: Record<Page, string> = { product: '/', cart: '/cart', checkout: '/checkout' };
const pageOf = (path: string): Page => (path === '/cart' ? 'cart' : path === '/checkout' ? 'checkout' : 'product');

const subscribeToPath = (onChange: () => void) => {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
};

function navigate(path: string) {
  // The storefront choice stays with the shopper from page to page.
  window.history.pushState(null, '', `${path}${window.location.search}`);
  window.dispatchEvent(new PopStateEvent('popstate'));
  window.scrollTo(0, 0);
}

export const storefront = storefrontOfPage();
const sessionStore = createSessionStore();
const client = createApiClient({
  baseUrl: shopUrl,
  country: storefront.country,
  getAccessToken: () => sessionStore.getAccessToken(),
  onUnauthorized: () => sessionStore.refresh(),
});

/** The site; `messages` are the kit's and the brand's strings for the storefront's language. */
export function App({ messages }: { messages: Messages }) {
  const path = useSyncExternalStore(subscribeToPath, () => window.location.pathname);
  const page = pageOf(path);
  return (
    <PreloadedIntlProvider locale={storefront.locale} messages={messages}>
      <ApiClientProvider client={client}>
        <SessionProvider store={sessionStore}>
          {/* A guest's cart lives in this site's storage; the shop prices it (SPEC §8). */}
          <CartProvider>
            <CheckoutProvider>
              <LinkRouterProvider navigate={navigate}>
                <Header page={page} />
                <main id="main">{page === 'product' ? <ProductPage /> : page === 'cart' ? <CartPage /> : <CheckoutPage />}</main>
              </LinkRouterProvider>
            </CheckoutProvider>
          </CartProvider>
        </SessionProvider>
      </ApiClientProvider>
    </PreloadedIntlProvider>
  );
}

function Header({ page }: { page: Page }) {
  const intl = useIntl();
  const { count } = useCart();
  return (
    <header className="site-header">
      <div>
        <Link href={pathOf.product} className="brand">
          {intl.formatMessage({ id: 'brand.name' })}
        </Link>
        <p className="tagline">{intl.formatMessage({ id: 'brand.tagline' })}</p>
      </div>
      <nav aria-label={intl.formatMessage({ id: 'brand.nav' })}>
        <CartLink count={count} href={pathOf.cart} isCurrent={page === 'cart'} />
      </nav>
    </header>
  );
}

/** Moves focus to the page's heading when it mounts, so a screen reader hears where it arrived. */
function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

/** A pre-built PC from the shop's catalogue, its card and "Add to cart" (SPEC §3 "Build or product card"). */
function ProductPage() {
  const intl = useIntl();
  const builds = useBuilds({ in_stock: true, sort: 'bestselling', per_page: 1 });
  const { add } = useCart();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const build = builds.data?.items[0];

  const addToCart = useCallback(
    async (item: BuildCard) => {
      setAdding(true);
      setFailed(null);
      try {
        await add(item.id, 1);
        setAdded(item.name);
      } catch {
        setFailed(intl.formatMessage({ id: 'product.addFailed' }, { name: item.name }));
      } finally {
        setAdding(false);
      }
    },
    [add, intl],
  );

  let body: ReactNode;
  if (builds.error && !builds.data) body = <p role="alert">{intl.formatMessage({ id: 'product.error' })}</p>;
  else if (!builds.data) body = <p role="status">{intl.formatMessage({ id: 'product.loading' })}</p>;
  else if (!build) body = <p>{intl.formatMessage({ id: 'product.none' })}</p>;
  else
    body = (
      <div className="product">
        <ProductCard
          {...productCardPropsOf(build)}
          headingLevel={2}
          actions={
            <Button isPending={adding} onPress={() => void addToCart(build)}>
              {intl.formatMessage({ id: 'product.add' })}
            </Button>
          }
        />
      </div>
    );

  return (
    <>
      <h1>{intl.formatMessage({ id: 'product.heading' })}</h1>
      {body}
      {failed ? <p role="alert">{failed}</p> : null}
      <AddedToCartNotice productName={added} cartHref={pathOf.cart} onDismiss={() => setAdded(null)} />
    </>
  );
}

/** The cart: the kit's lines and summary, every figure priced by the shop (SPEC §8 "Cart line"). */
function CartPage() {
  const intl = useIntl();
  const cart = useCart();
  const summary = useCartSummary();
  let body: ReactNode;
  if (cart.status === 'loading') body = <p role="status">{intl.formatMessage({ id: 'cart.loading' })}</p>;
  else if (cart.status === 'error') body = <p role="alert">{intl.formatMessage({ id: 'cart.error' })}</p>;
  else if (cart.lines.length === 0)
    body = (
      <>
        <p>{intl.formatMessage({ id: 'cart.empty' })}</p>
        <Link href={pathOf.product}>{intl.formatMessage({ id: 'cart.browse' })}</Link>
      </>
    );
  else
    body = (
      <>
        <ul className="lines">
          {cart.lines.map((line) => (
            <li key={line.id}>
              <BrandCartLine id={line.id} />
            </li>
          ))}
        </ul>
        <CartSummary summary={summary.data} isStale={summary.isStale} hasError={Boolean(summary.error) && !summary.data} />
        <div className="actions">
          <Button
            isDisabled={cart.lines.some((line) => line.problem !== null) || summary.data?.orderable === false}
            onPress={() => navigate(pathOf.checkout)}
          >
            {intl.formatMessage({ id: 'cart.checkout' })}
          </Button>
        </div>
      </>
    );
  return (
    <>
      <PageHeading>{intl.formatMessage({ id: 'cart.heading' })}</PageHeading>
      {body}
    </>
  );
}

/** A line with the total the shop computed for its current amount. */
function BrandCartLine({ id }: { id: number }) {
  const line = useCartLine(id);
  if (!line) return null;
  return (
    <CartLine
      line={line}
      total={line.total}
      headingLevel={2}
      onAmountChange={(amount) => void line.setAmount(amount)}
      onRemove={() => void line.remove()}
    />
  );
}

/**
 * The checkout's delivery step for a guest: the kit's address form, laid out as the chosen
 * country writes addresses, with the shop's place autocomplete and delivery countries (SPEC §5
 * messages next to each field). Saving the address and paying need a shop account, which this
 * example leaves to the shop.
 */
function CheckoutPage() {
  const intl = useIntl();
  const cart = useCart();
  const countries = useShippingCountries();
  const placeProvider = useApiPlaceProvider();
  const [address, setAddress] = useState<ShippingAddressInput | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => doneRef.current?.focus(), [address]);

  let body: ReactNode;
  if (cart.status === 'ready' && cart.lines.length === 0) body = <p>{intl.formatMessage({ id: 'cart.empty' })}</p>;
  else if (countries.length === 0) body = <p role="status">{intl.formatMessage({ id: 'checkout.loading' })}</p>;
  else if (address)
    body = (
      <p ref={doneRef} tabIndex={-1}>
        {intl.formatMessage(
          { id: 'checkout.done' },
          {
            // Its lines as the country writes them (a UK post town before its postcode).
            address: intl.formatList([`${address.first_name} ${address.last_name}`, ...addressLines(address)], { type: 'unit' }),
          },
        )}
      </p>
    );
  else
    body = (
      <AddressForm
        aria-label={intl.formatMessage({ id: 'checkout.heading' })}
        countries={countries}
        defaultCountry={storefront.country}
        placeProvider={placeProvider}
        submitLabel={intl.formatMessage({ id: 'checkout.submit' })}
        // A guest's address goes to no address book: nothing to make the default.
        offerDefault={false}
        onSubmit={setAddress}
      />
    );
  return (
    <>
      <PageHeading>{intl.formatMessage({ id: 'checkout.heading' })}</PageHeading>
      {body}
      <p>
        <Link href={pathOf.cart}>{intl.formatMessage({ id: 'checkout.back' })}</Link>
      </p>
    </>
  );
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@rigsmith/kit/themes/default.css';
import './styles/global.css';
import { storefrontFromPath, storefronts } from '@rigsmith/kit/domain';
import { App } from './App';
import { loadMessageGroup } from 'virtual:rigsmith-message-groups';
import { browserCatalogue, setRouteMessageLoader } from './i18n/loadCatalogue';
import { warmFormatters } from './i18n/warmFormatters';
import { rememberStorefront } from './routing/storefrontCookie';
import { hydrationRevalidation, readServerData } from './ssr/serverData';

const serverData = readServerData(document);
// A server-rendered page names its storefront (on its own domain there is no path prefix to read).
const storefront = serverData
  ? { ...storefronts[serverData.storefront.id], pathPrefix: serverData.storefront.pathPrefix }
  : storefrontFromPath(window.location.pathname).storefront;
rememberStorefront(storefront.id);
document.documentElement.lang = storefront.locale;
warmFormatters({ locale: storefront.locale, currency: storefront.currency.toUpperCase() });

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// Only this storefront's strings, and of them the shell's first; each route's come with its chunk.
const catalogue = browserCatalogue(storefront.locale, loadMessageGroup);
setRouteMessageLoader(catalogue.load);
const { messages } = catalogue;
void catalogue.load('shell').then(() => {
  if (!serverData) {
    createRoot(root).render(
      <StrictMode>
        <App storefront={storefront} messages={messages} />
      </StrictMode>,
    );
    return;
  }
  // Hydrate with the data the server drew the page with; SWR revalidates once the shopper moves on.
  const revalidation = hydrationRevalidation(serverData);
  for (const event of ['popstate', 'pushState', 'replaceState']) window.addEventListener(event, revalidation.forget, { once: true });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is already drawn, and a tap meanwhile is not
  // blocked behind it (Total Blocking Time on a phone).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App storefront={storefront} messages={messages} swr={{ fallback: serverData.swr, use: [revalidation.middleware] }} serverRendered />
      </StrictMode>,
    );
  });
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@rigsmith/kit/themes/default.css';
import './styles/global.css';
import { storefrontFromPath } from '@rigsmith/kit/domain';
import { App } from './App';
import { loadCatalogue } from './i18n/loadCatalogue';
import { rememberStorefront } from './routing/storefrontCookie';

const { storefront } = storefrontFromPath(window.location.pathname);
rememberStorefront(storefront.id);
document.documentElement.lang = storefront.locale;

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
// Only this storefront's strings are downloaded (one chunk per locale).
void loadCatalogue(storefront.locale).then((messages) => {
  createRoot(root).render(
    <StrictMode>
      <App storefront={storefront} messages={messages} />
    </StrictMode>,
  );
});

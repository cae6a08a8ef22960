import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '@rigsmith/kit/themes/default.css';
import './styles/global.css';
import { storefrontFromPath } from '@rigsmith/kit/domain';
import { App } from './App';
import { rememberStorefront } from './routing/storefrontCookie';

const { storefront } = storefrontFromPath(window.location.pathname);
rememberStorefront(storefront.id);
document.documentElement.lang = storefront.locale;

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
createRoot(root).render(
  <StrictMode>
    <App storefront={storefront} />
  </StrictMode>,
);

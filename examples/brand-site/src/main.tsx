// The brand's font, self-hosted from the package (no font request leaves the site), then the
// kit's component styles, then the brand's theme over them.
import '@fontsource-variable/space-grotesk';
import '@rigsmith/kit/style.css';
import './brand.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadKitMessages } from '@rigsmith/kit/messages';
import { App, storefront } from './App';
import { brandMessages } from './messages';

// Only the storefront's language is downloaded, before the first render (so no fallback shows); the
// brand's strings go over the kit's, so a brand can also reword a kit string by its id.
const kitStrings = await loadKitMessages(storefront.locale);
document.documentElement.lang = storefront.locale;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App messages={{ ...kitStrings, ...brandMessages[storefront.locale] }} />
  </StrictMode>,
);

import type { Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '@rigsmith/kit/themes/default.css';
import '@rigsmith/kit/themes/ember.css';
import { IntlProvider } from '@rigsmith/kit';
import { storefronts, storefrontIds, type StorefrontId } from '@rigsmith/kit/domain';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story fails the test-runner on any axe violation: the test-runner enforces `'error'` itself.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // The three widths the phone-first layouts are checked at; stories pick one with
    // `globals: { viewport: { value: 'phone' } }` and the test-runner screenshots at that width.
    viewport: {
      options: {
        phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1366 px)', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
      },
    },
  },
  globalTypes: {
    storefront: {
      description: 'Storefront (locale and currency)',
      toolbar: { title: 'Storefront', icon: 'globe', items: [...storefrontIds], dynamicTitle: true },
    },
    theme: {
      description: 'Kit theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['default', 'ember'], dynamicTitle: true },
    },
  },
  initialGlobals: { storefront: 'uk', theme: 'default' },
  decorators: [
    (Story, { globals, parameters, args }) => {
      // Screen stories bring their own providers; kit stories get the locale from the toolbar.
      const storefrontId = parameters.storefront ?? (args as { storefront?: string }).storefront ?? globals.storefront ?? 'uk';
      const storefront = storefronts[storefrontId as StorefrontId];
      const theme = (parameters.theme ?? globals.theme ?? 'default') as string;
      document.documentElement.lang = storefront.locale;
      return (
        <div data-rs-theme={theme} className="rs-story-root">
          <IntlProvider locale={storefront.locale}>
            <Story />
          </IntlProvider>
        </div>
      );
    },
  ],
};

export default preview;

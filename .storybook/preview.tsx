import type { Preview } from '@storybook/react-vite';
import '@fontsource-variable/inter';
import '@rigsmith/kit/themes/default.css';
import '@rigsmith/kit/themes/ember.css';
import { PreloadedIntlProvider } from '@rigsmith/kit';
import { kitMessages } from '@rigsmith/kit/messages';
import { storefronts, storefrontIds, type StorefrontId } from '@rigsmith/kit/domain';
import { inStorefrontCurrency } from './storefrontCurrency';
import { ComponentDocsPage } from './ComponentDocsPage';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    // Every story fails the test-runner on any axe violation: the test-runner enforces `'error'` itself.
    a11y: { test: 'error' },
    controls: { expanded: true },
    // One page per kit component: description, usage, props from the JSDoc, selectors and variables.
    docs: { page: ComponentDocsPage },
    // Chromatic (npm run chromatic) shoots every story under both kit themes, as the local review does.
    chromatic: { modes: { default: { theme: 'default' }, ember: { theme: 'ember' } } },
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
  // The defaults are what every screenshot baseline shows.
  initialGlobals: { storefront: 'uk', theme: 'default' },
  decorators: [
    (Story, { globals, parameters, args, title }) => {
      // A story pins its storefront with `parameters.storefront` (kit) or `args.storefront`
      // (screens); otherwise the toolbar's applies, locale and currency both.
      const pinned = (parameters.storefront ?? (args as { storefront?: string }).storefront) as StorefrontId | undefined;
      const storefrontId = pinned ?? (globals.storefront as StorefrontId | undefined) ?? 'uk';
      const storefront = storefronts[storefrontId];
      const theme = (parameters.theme ?? globals.theme ?? 'default') as string;
      document.documentElement.lang = storefront.locale;
      let storyArgs = args;
      // Screen stories render StorefrontStory, which brings its own providers from this arg.
      if (title.startsWith('Screens/') && pinned === undefined) storyArgs = { ...args, storefront: storefrontId };
      // Back-office tables list orders from every storefront in their own currencies: `keepCurrency`.
      if (title.startsWith('Kit/') && pinned === undefined && !parameters.keepCurrency) storyArgs = inStorefrontCurrency(args, storefront.currency);
      return (
        <div data-rs-theme={theme} className="rs-story-root">
          {/* Every locale's catalogue at hand, so a story's first render (and its screenshot) has its strings. */}
          <PreloadedIntlProvider locale={storefront.locale} messages={kitMessages[storefront.locale]}>
            {storyArgs === args ? <Story /> : <Story args={storyArgs} />}
          </PreloadedIntlProvider>
        </div>
      );
    },
  ],
};

export default preview;

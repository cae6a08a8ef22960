import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  // serve.json turns off `npx serve`'s clean URLs: its redirect from iframe.html to /iframe
  // drops the story's id from the query, and a direct link shows "No Preview".
  staticDirs: ['./public'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The props tables read the kit's TypeScript types and their JSDoc, inherited props included
  // (react-docgen stops at a type imported from another file). DOM attributes from React's
  // own types are left out: they would bury the kit's props.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
    },
  },
  core: {
    disableTelemetry: true,
    builder: { name: '@storybook/builder-vite', options: { viteConfigPath: '.storybook/vite.config.ts' } },
  },
};

export default config;

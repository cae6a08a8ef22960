import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { kitAliases } from '../kit-aliases.ts';

// Storybook's own Vite config: the root vite.config.ts is rooted at the storefront app.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: kitAliases },
});

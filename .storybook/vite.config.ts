import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { kitAliases } from '../kit-aliases.ts';
import { kitSourceFacts } from './kitSourceFacts.ts';

// Storybook's own Vite config: the root vite.config.ts is rooted at the storefront app.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), kitSourceFacts(fileURLToPath(new URL('..', import.meta.url)))],
  resolve: { alias: kitAliases },
});

import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// A plain React app: the kit arrives compiled (JavaScript and one CSS file), so it needs no
// vanilla-extract plugin and no alias to the kit's source.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
});

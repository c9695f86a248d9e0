import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { preloadNextScreen } from './next-screen.js';

export default defineConfig({
  plugins: [preact(), preloadNextScreen('/src/ui/Play.tsx')],
  base: './',
  build: { outDir: 'dist', target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
});

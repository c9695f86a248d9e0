import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { preloadNextScreen } from './next-screen.js';
import { precacheWorker } from './precache.js';

export default defineConfig({
  plugins: [preact(), preloadNextScreen(['/src/ui/Play.tsx', '/src/game/local.ts']), precacheWorker()],
  base: './',
  build: { outDir: 'dist', target: 'es2022', sourcemap: false },
  worker: { format: 'es' },
});

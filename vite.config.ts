import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/** Shared by the app build, `npm run dev`, Storybook and the browser test projects. */
export default defineConfig({
  plugins: [
    react({
      babel: { plugins: [['module:@preact/signals-react-transform', { mode: 'auto' }]] },
    }),
    vanillaExtractPlugin(),
  ],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'react-aria-components',
      '@preact/signals-react',
      '@preact/signals-react/runtime',
      'msw',
      'msw/browser',
      'react-dom/client',
      'react-intl',
      '@tanstack/react-virtual',
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
      '/menu_pic': 'http://localhost:3000',
      '/first_menu': 'http://localhost:3000',
      '/bulletin': 'http://localhost:3000',
      '/qop_logo': 'http://localhost:3000',
    },
  },
  build: { outDir: 'dist', sourcemap: true },
});

import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { SHELL_ROUTES, serviceWorker, shellFiles } from './app/sw/build.ts';

type MessageTree = { [key: string]: string | MessageTree };

function flatten(
  tree: MessageTree,
  prefix = '',
  out: Record<string, string> = {},
): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out[id] = value;
    else flatten(value, id, out);
  }
  return out;
}

/**
 * Production builds ship each language's messages already parsed into ICU syntax trees, flat by
 * dotted id, and replace the ICU parser with formatjs' parser-less entry: the phone downloads
 * neither the parser (≈8 kB gzip) nor spends time parsing. A message that fails to parse fails
 * the build. Development, Storybook and tests keep the JSON strings and the parser.
 */
function compiledMessages(): Plugin {
  return {
    name: 'tavola:compiled-messages',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]locales[\\/](staff[\\/])?[a-z]{2}\.json$/.test(id)) return null;
      const flat = flatten(JSON.parse(code) as MessageTree);
      const compiled = Object.fromEntries(
        Object.entries(flat).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/**
 * The route modules a scanning diner always opens (the table's home page, then the menu), which
 * the app imports lazily: without help the browser learns of them only after the entry has run,
 * then of their shared chunks only after they arrive, a round trip each. The built index.html
 * names them and every chunk they import as modulepreload links (their CSS as preloads, which
 * do not hold back the first paint), so all download in parallel with the entry. The same files
 * are the service worker's app shell (app/sw/build.ts).
 */
function preloadRoutes(): Plugin {
  return {
    name: 'tavola:preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = ctx.bundle && shellFiles(ctx.bundle);
        if (!files) return [];
        return [
          ...files.routeStyles.map((href) => ({
            tag: 'link',
            // crossorigin as on the stylesheet links Vite adds later: a preload in another
            // credentials mode is not reused and the file downloads twice.
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
          ...files.scripts.map((href) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}

/**
 * The first screen in one file. Left to itself the bundler splits the entry and the two shell
 * routes into some seventy small chunks (each shared module where it is shared); on a phone's
 * HTTP/1.1 link that is six connections working through a queue, a round trip per file, and each
 * file's headers on top. This plugin finds, once the module graph is known, every module the
 * entry and the shell routes (SHELL_ROUTES) import statically, and `firstScreen.test` puts them
 * in one chunk (with their CSS in one stylesheet); what loads later (dialogs, sheets, the staff
 * console, other languages' messages) stays split.
 */
function firstScreenChunk(): Plugin & { test: (id: string) => boolean } {
  const modules = new Set<string>();
  return {
    name: 'tavola:first-screen-chunk',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const roots = [...this.getModuleIds()].filter((id) => {
        const info = this.getModuleInfo(id);
        return info?.isEntry || SHELL_ROUTES.some((re) => re.test(id));
      });
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) visit(dep);
      };
      roots.forEach(visit);
    },
    // The bundler's own runtime helpers, which every chunk imports, travel with the first screen.
    test: (id) => modules.has(id) || /rolldown[\\/]runtime/.test(id),
  };
}

const firstScreen = firstScreenChunk();

/**
 * public/ holds the mock API's service worker (mockServiceWorker.js) for Storybook and the
 * browser tests; Vite copies every public file into the build, so the production build removes
 * it (and any compressed copy) once everything is written: a diner's phone must never find it.
 */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'tavola:drop-mock-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const suffix of ['', '.br', '.gz'])
          rmSync(join(outDir, `mockServiceWorker.js${suffix}`), { force: true });
      },
    },
  };
}

const require = createRequire(import.meta.url);

/** Shared by the app build, `npm run dev`, Storybook and the browser test projects. */
export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: require.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
            },
          ],
        }
      : {},
  plugins: [
    compiledMessages(),
    // The one way components re-render on signals: in `auto` mode the transform subscribes every
    // component and `use*` hook that reads a `.value`, so none calls useSignals() by hand.
    react({
      babel: { plugins: [['module:@preact/signals-react-transform', { mode: 'auto' }]] },
    }),
    vanillaExtractPlugin(),
    // Builds write name.br (brotli, best quality) and name.gz (gzip, level 9) beside every text
    // file over 1 kB; the server sends the one the browser accepts (server/app.ts, preCompressed).
    // react-aria ships its controls' strings in 34 languages; the app speaks seven.
    command === 'build' &&
      optimizeLocales.vite({
        locales: ['en-US', 'it-IT', 'zh-CN', 'es-ES', 'de-DE', 'pt-PT', 'pt-BR', 'fr-FR'],
      }),
    command === 'build' && firstScreen,
    preloadRoutes(),
    // /sw.js: the app shell, the diner's messages and the pictures seen, for repeat visits and a
    // dead network (app/sw/service-worker.ts).
    serviceWorker(),
    command === 'build' &&
      compression({
        algorithms: ['brotliCompress', 'gzip'],
        include: /\.(html|js|mjs|css|json|svg|txt|webmanifest)$/,
        threshold: 1024,
        logLevel: 'silent',
      }),
    dropMockWorker(),
  ],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      'react-aria-components',
      // Stories clear the announcer's message of a closed dialog (the same instance as RAC's).
      'react-aria/private/live-announcer/LiveAnnouncer',
      '@preact/signals-react',
      '@preact/signals-react/runtime',
      'msw',
      'msw/browser',
      'react-dom/client',
      'react-intl',
      '@tanstack/react-virtual',
      // The member login's QR code (loaded when a login starts).
      'qrcode',
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
      '/menu_pic': 'http://localhost:3000',
      '/first_menu': 'http://localhost:3000',
      '/bulletin': 'http://localhost:3000',
      '/guide': 'http://localhost:3000',
      '/qop_logo': 'http://localhost:3000',
      '/pic': 'http://localhost:3000',
    },
  },
  // Maps stay next to the bundles for reading stack traces; the bundles do not point at them and
  // the server does not serve them (server/app.ts). The manifest (.vite/manifest.json, not served)
  // tells the server each language's messages module, which the page preloads.
  build: {
    outDir: 'dist',
    sourcemap: 'hidden',
    manifest: true,
    // The first screen is one chunk on purpose (firstScreenChunk, ≈710 kB before compression);
    // bench/bundle reports its size against the budget.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'first-screen', test: firstScreen.test }] } },
    },
  },
}));

import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import type { ChunkingContext, CodeSplittingNameFunction, OutputBundle } from 'rolldown';
import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { serviceWorker } from './app/sw/build.ts';

/** The menu page's module (app/App.tsx imports it lazily). */
const MENU_PAGE = 'app/main/index.ts';
const MENU_SESSION = 'app/main/session-ahead.ts';
/** Their chunks' names (the server names the menu page's: server/http/first-screen.ts). */
const MENU_PAGE_CHUNK = 'menu-page';
const MENU_SESSION_CHUNK = 'menu-session';

/**
 * The chunks every diner's phone runs almost whole on its way to a working add button: the first
 * screen (the entry's chunk), the menu page and its session.
 */
const CALLED_ON_LOAD = new Set([MENU_PAGE_CHUNK, MENU_SESSION_CHUNK]);
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * V8's compile hint for a whole file (`//# allFunctionsCalledOnLoad`, Chrome 136 and later): the
 * functions of the chunks above are compiled as the file streams in, on a background thread,
 * instead of one by one on the main thread the first time each is called. Without it, every
 * visit compiled ~1,550 functions on the main thread on its way to the add button (traced:
 * 90–100 ms of an unslowed CPU, ~370 ms of bench:phone's 4× slowed one), the repeat visits too:
 * Chromium (156) writes a code cache for a module script on the second visit and never reads it
 * back (a classic script's it reads from the third). With it: 20–110 functions, 2–21 ms; the
 * background compile of the files takes ~100 ms more, beside the main thread. Other browsers
 * read a comment.
 */
function compileHint(): Plugin {
  const hint = (bundle: OutputBundle) => {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || !(chunk.isEntry || CALLED_ON_LOAD.has(chunk.name))) continue;
      chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      // The map's lines move down by one (the map is also an asset of its own: sourcemap 'hidden').
      if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      const map = bundle[`${chunk.fileName}.map`];
      if (map?.type === 'asset' && chunk.map) map.source = chunk.map.toString();
    }
  };
  return {
    name: 'tavola:compile-hint',
    apply: 'build',
    // V8 reads the hint only as the file's first line, and Vite writes its preload helper's map
    // of dependencies there in its own `generateBundle` (vite:build-import-analysis), after every
    // plugin of ours: the hint is added right after that one, before the files are compressed
    // (the compression runs with the manifest, later). The files keep their fingerprints.
    configResolved(config) {
      const analysis = config.plugins.find((p) => p.name === 'vite:build-import-analysis');
      const own = analysis?.generateBundle;
      if (!analysis || typeof own !== 'function')
        throw new Error('tavola:compile-hint: Vite no longer has the plugin it follows');
      analysis.generateBundle = async function (this: unknown, ...args: Parameters<typeof own>) {
        await own.apply(this as ThisParameterType<typeof own>, args);
        hint(args[1]);
      };
    },
  };
}

/**
 * A chunk group's name function: `name` for the app's modules that `root` imports statically,
 * directly or through others (not those behind a dynamic import), null for the rest. Packages are
 * left out: a package's index imports all its parts, also those only a lazy dialog uses, which
 * would all land in the group; the bundler puts a package's part in the group's chunk anyway when
 * nothing else imports it. The module graph is read on the first call of each build.
 */
function staticallyFrom(root: string, name: string): CodeSplittingNameFunction {
  let read: { graph: ChunkingContext; members: Set<string> } | null = null;
  return (id, ctx) => {
    if (read?.graph !== ctx) {
      const members = new Set<string>();
      const todo = [root];
      for (let next = todo.pop(); next !== undefined; next = todo.pop()) {
        if (members.has(next)) continue;
        members.add(next);
        todo.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
      }
      read = { graph: ctx, members };
    }
    return read.members.has(id) && !id.includes('/node_modules/') ? name : null;
  };
}

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
    // /sw.js: the app shell, the diner's messages and the pictures seen, for repeat visits and a
    // dead network (app/sw/service-worker.ts).
    serviceWorker(),
    compileHint(),
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
      // The icons' test (ui/icons/paths.test.tsx). A dependency found mid-run makes Vite bundle
      // the dependencies again and reload: test files already loaded then hold a second React.
      'react-dom/server',
      'svgpath',
      // The staff console's clocks (core/time/dayjs.ts): CommonJS, bundled before the first story.
      'dayjs',
      'dayjs/plugin/utc.js',
      'dayjs/plugin/timezone.js',
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
    // The first screen is one chunk on purpose (≈500 kB before compression, see codeSplitting);
    // bench/bundle reports its size against the budget.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The first screen in one file: everything the entry imports statically (the entry
            // and home pages, app/App.tsx) is one chunk with one stylesheet. Left to itself the
            // bundler splits it into some fifty chunks (each module shared with a lazy dialog in
            // a chunk of its own), which a phone's HTTP/1.1 link fetches six at a time, a round
            // trip and a set of headers each.
            { name: 'first-screen', tags: ['$initial'], priority: 2 },
            // The menu page and all it imports statically, in one more file: the app asks for it
            // once the first screen has run (app/App.tsx), so it downloads while the diner reads
            // the home page instead of delaying it. What loads later (dialogs, sheets, the
            // language list, the staff console, other languages' messages) stays split.
            {
              name: staticallyFrom(resolve(import.meta.dirname, MENU_PAGE), MENU_PAGE_CHUNK),
              debugName: MENU_PAGE_CHUNK,
            },
            // What the menu page starts as it mounts (its session: the order, the cart, the
            // history, the first menu), a smaller file asked for before the page's: the diner's
            // tap starts the session with it while the page's code is still on its way.
            {
              name: staticallyFrom(resolve(import.meta.dirname, MENU_SESSION), MENU_SESSION_CHUNK),
              debugName: MENU_SESSION_CHUNK,
              priority: 1,
            },
          ],
        },
      },
    },
  },
}));

// Build side of the app shell: which files a scanning diner needs first (the entry chunk, which
// holds the entry and home pages, and what it imports), and the rest of the diner's app (the menu
// page's chunk, dialogs, sheets), for the service worker's install; and the plugin that writes
// /sw.js.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformWithOxc } from 'vite';
import type { Plugin, Rollup } from 'vite';

export interface ShellFiles {
  /** The page's entry chunk. */
  entry: string;
  /** The entry's static imports (the page already loads them). */
  entryImports: string[];
  /** CSS of the entry and its imports. */
  styles: string[];
  /** The rest of the diner's app (lazy chunks and their CSS), not the staff console's. */
  lazy: string[];
}

/**
 * Lazy modules a diner's phone does not keep: the staff console, and the other languages'
 * messages (the diner's own are kept once loaded).
 */
const NOT_PRECACHED = [/[\\/](app|features)[\\/]staff[\\/]/, /[\\/]locales[\\/].*\.json$/];

/** The app shell's files in a bundle, or null when the bundle has no page entry. */
export function shellFiles(bundle: Rollup.OutputBundle): ShellFiles | null {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const main = chunks.find((c) => c.isEntry);
  if (!main) return null;
  const already = new Set<string>();
  const entryImports: string[] = [];
  const styles: string[] = [];
  const mark = (file: string) => {
    if (already.has(file)) return;
    already.add(file);
    const c = bundle[file];
    if (c?.type !== 'chunk') return;
    for (const dep of c.imports) mark(dep);
    if (file !== main.fileName) entryImports.push(file);
    for (const css of c.viteMetadata?.importedCss ?? []) styles.push(css);
  };
  mark(main.fileName);
  // Whatever the diner's pages load later (dialogs, sheets, the history view): an open page of
  // an older build must still find its own files after a new build replaced them on the server.
  const lazy: string[] = [];
  const seen = new Set<string>();
  const follow = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const c = bundle[file];
    if (c?.type !== 'chunk') return;
    if (c.facadeModuleId && NOT_PRECACHED.some((re) => re.test(c.facadeModuleId!))) return;
    if (!already.has(file)) lazy.push(file);
    for (const css of c.viteMetadata?.importedCss ?? []) lazy.push(css);
    for (const dep of [...c.imports, ...c.dynamicImports]) follow(dep);
  };
  follow(main.fileName);
  return {
    entry: main.fileName,
    lazy: [...new Set(lazy)],
    entryImports,
    styles: [...new Set(styles)],
  };
}

const SOURCE = fileURLToPath(new URL('./service-worker.ts', import.meta.url));

/**
 * Writes /sw.js: app/sw/service-worker.ts with the build's manifest (its version, the shell's
 * files, the entry). The version fingerprints every output file's name and the page, so any
 * change of the app is a new worker. Runs after index.html is made and before the build's
 * files are compressed, so sw.js gets its .br and .gz like the rest.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'tavola:service-worker',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = shellFiles(bundle);
      const html = bundle['index.html'];
      if (!files || html?.type !== 'asset') return;
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort())
        if (!name.endsWith('.map')) hash.update(`${name}\n`);
      hash.update(typeof html.source === 'string' ? html.source : Buffer.from(html.source));
      const manifest = {
        version: hash.digest('hex').slice(0, 12),
        // Cache.addAll refuses a list naming a file twice (CSS shared by two chunks).
        shell: [
          ...new Set([files.entry, ...files.entryImports, ...files.styles, ...files.lazy]),
        ].map((f) => `/${f}`),
        entry: `/${files.entry}`,
      };
      const { code } = await transformWithOxc(readFileSync(SOURCE, 'utf8'), SOURCE, {
        lang: 'ts',
        target: 'es2022',
      });
      const source = code
        .replace(/^export \{\};?\s*$/m, '')
        .replace(/\b__TAVOLA_SW__\b/g, JSON.stringify(manifest));
      if (source.includes('__TAVOLA_SW__') || /^\s*(import|export)\b/m.test(source))
        this.error('sw.js would not be a classic script with its manifest');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

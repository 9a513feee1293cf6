// What the first screen needs, named in the page itself so the browser asks for it while the
// scripts are still downloading: without these links the app's calls start only once its scripts
// have arrived and run (on a slow phone, seconds after the page), one after another. The app's own
// fetch() then takes the preloaded answer instead of asking again (same address, same credentials
// mode), so nothing is asked twice and nothing changes in the app.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, languageFromBrowser, type Language } from '../../core/locale/language';
import { MEMBER_KEY_CALL, RESTAURANT_CALLS, homeCalls } from '../../protocol/first-screen';

/**
 * The home page's hero: the picture behind the restaurant's name (features/home/HomePage.tsx,
 * HERO_PICTURE, drawn by ui/Picture's backgroundImage at 828 px in WebP). It is the home page's
 * largest paint; named in the page, it downloads beside the scripts instead of after them.
 */
export const HOME_HERO = { folder: 'bulletin', file: 'back_ground_image.jpg', width: 828 } as const;

/** The home hero's preload for the pictures' `version`. */
export function heroLink(version: string): string {
  const { folder, file, width } = HOME_HERO;
  const href = `/pic/${encodeURIComponent(version)}/${folder}/${width}/${file}.webp`;
  return `<link rel="preload" as="image" type="image/webp" fetchpriority="high" href="${escapeAttr(href)}">`;
}

/** The diner pages (the staff console and the member approval load nothing of this). */
const DINER_PAGES = new Set(['/', '/lite', '/Home', '/Main', '/LiteHome', '/LiteMain']);
/** Whether `path` is one of the diner's pages (which the first screen's links are for). */
export const isDinerPage = (path: string): boolean => DINER_PAGES.has(path);
/** The pages that are, or usually lead to, the home page with its hero. */
const HERO_PAGES = new Set(['/', '/Home']);
/** The menu pages, whose chunk the page names itself (and whose menu, http/menu-ahead.ts). */
export const MENU_PAGES = new Set(['/Main', '/LiteMain']);
/** The name of the menu page's chunk (vite.config.ts). */
export const MENU_PAGE_CHUNK = 'menu-page';
/** The entry pages, where a scanned code arrives as ?table_id= (features/entry). */
const ENTRY_PAGES = new Set(['/', '/lite']);

/**
 * Marks the links that belong to this one address (the scanned code, the menu page's own calls):
 * the service worker keeps the page for later visits without them, and puts them back for that
 * address alone (app/sw), so a visit to another table never asks for this one, and a page that
 * does not make a call is not named it.
 */
export const PER_ADDRESS_START = '<!--tavola:address-->';
export const PER_ADDRESS_END = '<!--/tavola:address-->';

export interface FirstScreenRequest {
  /** The page's path, e.g. '/'. */
  path: string;
  /** The raw query string without '?', as the browser sent it. */
  query: string;
  /** The Accept-Language header, if any. */
  acceptLanguage: string | undefined;
}

const escapeAttr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A preload of an API call as the app makes it: fetch() with credentials included. */
const fetchLink = (href: string) =>
  `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(href)}">`;

/**
 * The language the app will start in on a phone that has not chosen one: the browser's first
 * language (lib/session client state, entry-home-service.md §9), which the browser also sends
 * first in Accept-Language.
 */
export function languageOfHeader(header: string | undefined): Language {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return languageFromBrowser(first);
}

/** What the server needs of the build (dist/.vite/manifest.json): see buildFiles. */
export interface BuildFiles {
  /** The built messages module of a language. */
  messages(language: Language): string | null;
  /**
   * The menu page's chunk (vite.config.ts, the `menu-page` group) and the chunks it imports that
   * the first screen does not (its session's, `menu-session`), with their stylesheets.
   */
  menuPage(): { scripts: string[]; styles: string[] } | null;
}

/** No build (tests of the links alone). */
export const NO_BUILD_FILES: BuildFiles = { messages: () => null, menuPage: () => null };

/** The links to add to the page's head for this request ('' for pages that need none). */
export function firstScreenLinks(
  req: FirstScreenRequest,
  build: BuildFiles,
  hero: string | null = null,
): string {
  if (!DINER_PAGES.has(req.path)) return '';
  const links: string[] = [];
  // The pages that lead to the home page (not the lite ones, which show no hero).
  if (hero && HERO_PAGES.has(req.path)) links.push(hero);
  const messages = build.messages(languageOfHeader(req.acceptLanguage));
  if (messages)
    links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(messages)}">`);
  // The menu page opened directly (a reload, a restaurant that sends diners straight to it): its
  // chunk is needed at once. Elsewhere the app asks for it after the first screen, so that it does
  // not share the phone's link with the first screen's own script.
  const menu = MENU_PAGES.has(req.path) ? build.menuPage() : null;
  if (menu) {
    // The page's chunk and the one it imports (its session's): named together, not one after
    // the other as each arrives and names the next.
    for (const script of menu.scripts)
      links.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(script)}">`);
    for (const css of menu.styles)
      links.push(`<link rel="preload" as="style" crossorigin href="/${escapeAttr(css)}">`);
  }
  for (const call of RESTAURANT_CALLS) links.push(fetchLink(call));
  // A page opened on the menu holds its first render until the member key check has answered
  // (app/menu-page.ts): named here, the check is under way with the page, not asked once the
  // app's script has run (on bench:phone's link, a round trip after the page's code was in).
  if (MENU_PAGES.has(req.path))
    links.push(PER_ADDRESS_START + fetchLink(MEMBER_KEY_CALL) + PER_ADDRESS_END);
  if (ENTRY_PAGES.has(req.path)) {
    // URLSearchParams reads the code exactly as the app does (features/entry/EntryPage).
    const code = new URLSearchParams(req.query).get('table_id');
    if (code) {
      const takeaway = code === '-1';
      const perAddress = [
        // The scan itself (features/entry/entry-store.ts resolveEntry); quick service has none.
        ...(takeaway ? [] : [`/api/v2/tables/${encodeURIComponent(code)}?scan=1`]),
        // The page a scan usually leads to is the table's home page.
        ...Object.values(homeCalls(takeaway)),
      ].map(fetchLink);
      links.push(PER_ADDRESS_START + perAddress.join('') + PER_ADDRESS_END);
    }
  }
  return links.join('');
}

type Manifest = Record<
  string,
  { file?: unknown; name?: unknown; css?: unknown; imports?: unknown; isEntry?: unknown }
>;

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

/** The manifest's keys of `roots` and of every chunk they import statically, roots first. */
function withImports(manifest: Manifest, roots: string[]): string[] {
  const seen: string[] = [];
  for (let todo = [...roots], next = todo.shift(); next !== undefined; next = todo.shift()) {
    const entry = manifest[next];
    if (seen.includes(next) || !entry) continue;
    seen.push(next);
    todo.push(...strings(entry.imports));
  }
  return seen;
}

/**
 * The menu page's chunk and the chunks it imports that the first screen (the entry and what it
 * imports) does not: their scripts and stylesheets. Null without a `menu-page` chunk.
 */
function menuPageFiles(manifest: Manifest): { scripts: string[]; styles: string[] } | null {
  const keys = Object.keys(manifest);
  const menu = keys.find((k) => {
    const e = manifest[k]!;
    return e.name === MENU_PAGE_CHUNK && typeof e.file === 'string' && e.file.endsWith('.js');
  });
  if (!menu) return null;
  const firstScreen = new Set(
    withImports(
      manifest,
      keys.filter((k) => manifest[k]!.isEntry === true),
    ),
  );
  const chunks = withImports(manifest, [menu]).filter((k) => !firstScreen.has(k));
  return {
    scripts: chunks.map((k) => manifest[k]!.file as string),
    styles: chunks.flatMap((k) => strings(manifest[k]!.css)),
  };
}

/**
 * The build's files the page names, from its manifest (dist/.vite/manifest.json): each language's
 * messages module (the key `locales/xx.json`) and the menu page's chunks (the chunk named
 * `menu-page` and those it imports); re-read when the manifest changes (a new build).
 */
export function buildFiles(distDir: string): BuildFiles {
  const file = join(distDir, '.vite', 'manifest.json');
  type Read = {
    messages: Map<Language, string>;
    menuPage: { scripts: string[]; styles: string[] } | null;
  };
  let read: { mtimeMs: number; files: Read } | null = null;
  const current = (): Read | null => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (read?.mtimeMs !== mtimeMs) {
      const files: Read = { messages: new Map(), menuPage: null };
      try {
        const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
        for (const l of LANGUAGES) {
          const entry = manifest[`locales/${l.toLowerCase()}.json`];
          if (typeof entry?.file === 'string') files.messages.set(l, entry.file);
        }
        files.menuPage = menuPageFiles(manifest);
      } catch {
        // A manifest being written: no preload this time, the app loads the files itself.
      }
      read = { mtimeMs, files };
    }
    return read.files;
  };
  return {
    messages: (language) => current()?.messages.get(language) ?? null,
    menuPage: () => current()?.menuPage ?? null,
  };
}

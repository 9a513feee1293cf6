// buildServer: the Fastify instance with the store, sessions, socket.io, the API modules,
// images and the built app.
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Store } from './store';
import { EMBEDDED_MEMBER_PROVIDER } from '../protocol/member';
import { Sessions } from './auth/session';
import { TableCodes } from './auth/table-code';
import { loadOrCreateSecret } from './auth/tokens';
import { errorHandler } from './http/errors';
import { realtimePlugin } from './realtime';
import type { SocketLimits } from './realtime/gate';
import type { StaffFlowLimits } from './realtime/staff-flow';
import type { ConnectionLimits } from './realtime/connections';
import type { WriteBufferLimits } from './realtime/write-buffer';
import { parseOrigins } from './http/origin';
import { limitsPlugin, type LimitSettings } from './auth/limits';
import { staffGuardPlugin } from './auth/staff-guard';
import { hardeningPlugin } from './http/hardening';
import { strictTypesPlugin } from './http/strict-types';
import { compressionPlugin } from './http/compression';
import { PictureVariants, registerPictureFolders, registerPictureRoutes } from './http/pictures';
import {
  HOME_HERO,
  buildFiles,
  firstScreenLinks,
  heroLink,
  isDinerPage,
} from './http/first-screen';
import { INTL_WARM_UP_TAG } from './http/intl-warm-up';
import { MENU_AHEAD_TAG } from './http/menu-ahead';
import cartModule from './modules/cart';
import contentModule from './modules/content';
import hoursModule from './modules/hours';
import memberModule from './modules/member';
import menusModule from './modules/menus';
import ordersModule from './modules/orders';
import pinModule from './modules/pin';
import printingModule from './modules/printing';
import qrcodeModule from './modules/qrcode';
import reviewsModule from './modules/reviews';
import setupModule from './modules/setup';
import settingsModule from './modules/settings';
import staffModule from './modules/staff';
import systemModule from './modules/system';
import tableServiceModule from './modules/table-service';
import tablesModule from './modules/tables';

export const API_VERSION = '2.5';

/** Client routes of the app (served index.html); any other page path redirects to /. */
export const APP_ROUTES = [
  '/',
  '/lite',
  '/Home',
  '/Main',
  '/Code',
  '/LiteHome',
  '/LiteMain',
  '/staff',
  '/Member',
] as const;
/** Image folders under imagesDir served as-is. */
export const IMAGE_FOLDERS = ['qop_logo', 'bulletin', 'menu_pic', 'first_menu', 'guide'] as const;

/** The API modules, each a Fastify plugin (server/modules/<name>/index.ts). */
export const API_MODULES: readonly FastifyPluginAsync[] = [
  cartModule,
  contentModule,
  hoursModule,
  memberModule,
  menusModule,
  ordersModule,
  pinModule,
  printingModule,
  qrcodeModule,
  reviewsModule,
  settingsModule,
  setupModule,
  staffModule,
  systemModule,
  tableServiceModule,
  tablesModule,
];

export interface BuildServerOptions {
  store: Store;
  /** Folder with qop_logo/, bulletin/, menu_pic/, first_menu/, guide/ (default <cwd>/data/images). */
  imagesDir?: string;
  /** Built app (default <cwd>/dist); page routes answer 404 while it has no index.html. */
  distDir?: string;
  /** Share socket.io rooms between processes through Redis. */
  redisUrl?: string;
  /** Redis channel prefix; processes that share rooms use the same (default 'tavola'). */
  redisKey?: string;
  /** Fastify logger option (default true). */
  logger?: FastifyServerOptions['logger'];
  /** Secret for session tokens; default: env TAVOLA_SECRET, else generated once in the store. */
  sessionSecret?: string;
  /**
   * Table-code key: 32 hex characters, or several separated by commas (the first seals new codes,
   * all open them); default env TAVOLA_TABLE_KEY, else generated once and stored.
   */
  tableCodeKey?: string;
  /** Mark cookies Secure (behind HTTPS). Default: env TAVOLA_SECURE_COOKIES === '1'. */
  secureCookies?: boolean;
  /**
   * Trust X-Forwarded-* (behind a proxy or load balancer): true, or the proxies' addresses
   * (Fastify's trustProxy). Default: env TRUST_PROXY ('1' or a comma-separated address list).
   */
  trustProxy?: boolean | string;
  /** Time to receive a request's headers / the whole request (default 10 s / 30 s). */
  timeouts?: { headersMs?: number; requestMs?: number };
  /** Serve *.map files of the built app (default: only when NODE_ENV is 'development'). */
  serveSourceMaps?: boolean;
  /** Web origins besides the app's own that may open the socket; default env TAVOLA_ORIGINS. */
  allowedOrigins?: string[];
  /** What one socket may ask at once and per second (realtime/gate.ts); tests shorten them. */
  socketLimits?: Partial<SocketLimits>;
  /** The staff room's budget of diners' events (realtime/staff-flow.ts); tests shorten it. */
  staffFlow?: Partial<StaffFlowLimits>;
  /** Sockets per diner session, device and address (realtime/connections.ts). */
  connectionLimits?: Partial<ConnectionLimits>;
  /** What one socket may leave unread before it is closed (realtime/write-buffer.ts). */
  writeBufferLimits?: Partial<WriteBufferLimits>;
  /** Guessing limits (auth/limits.ts); tests shorten them. */
  limits?: Partial<LimitSettings>;
  /**
   * The member provider's base URL the app calls (absolute, or a path on this server); default env
   * TAVOLA_MEMBER_PROVIDER, else the embedded provider at /api/member.
   */
  memberProvider?: string;
  /** API modules to register; default: API_MODULES. */
  modules?: FastifyPluginAsync[];
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
    sessions: Sessions;
    tableCodes: TableCodes;
    /** The folder of the pictures (qop_logo/, bulletin/, menu_pic/, first_menu/, guide/). */
    imagesDir: string;
    /** The member provider's base URL the app calls (see BuildServerOptions.memberProvider). */
    memberProvider: string;
  }
}

export type App = FastifyInstance;

export async function buildServer(opts: BuildServerOptions): Promise<FastifyInstance> {
  const headersMs = opts.timeouts?.headersMs ?? 10_000;
  const trustProxy = opts.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY);
  const app = Fastify({
    logger: opts.logger ?? true,
    requestIdHeader: 'x-request-id',
    trustProxy,
    // Half-sent requests are dropped: headers must arrive within headersMs and the whole request
    // within requestMs (Node checks every connectionsCheckingInterval).
    requestTimeout: opts.timeouts?.requestMs ?? 30_000,
    http: {
      headersTimeout: headersMs,
      connectionsCheckingInterval: Math.min(1000, headersMs),
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.setErrorHandler(errorHandler);

  const memberProvider = memberProviderUrl(
    opts.memberProvider ?? process.env.TAVOLA_MEMBER_PROVIDER,
  );
  // Awaited: @fastify/compress hooks into each route as it is declared (onRoute), and the page
  // and health routes below are declared right here, not in a plugin loaded later.
  await app.register(hardeningPlugin, { connectSrc: providerOrigin(memberProvider) });
  await app.register(compressionPlugin);
  await app.register(strictTypesPlugin);
  app.register(
    fp(
      async (f) => {
        f.decorate('store', opts.store);
        f.decorate('imagesDir', resolve(opts.imagesDir ?? 'data/images'));
        f.decorate('memberProvider', memberProvider);
      },
      { name: 'tavola-store' },
    ),
  );
  app.register(cookie);
  app.register(
    fp(
      async (f) => {
        const secret =
          opts.sessionSecret ??
          process.env.TAVOLA_SECRET ??
          (await loadOrCreateSecret(opts.store.db, 'session_secret', 32));
        const tableKey =
          opts.tableCodeKey ??
          process.env.TAVOLA_TABLE_KEY ??
          (await loadOrCreateSecret(opts.store.db, 'table_code_key', 16));
        f.decorate(
          'sessions',
          new Sessions(secret, opts.secureCookies ?? process.env.TAVOLA_SECURE_COOKIES === '1'),
        );
        f.decorate('tableCodes', new TableCodes(tableKey));
      },
      { name: 'tavola-sessions', dependencies: ['tavola-store'] },
    ),
  );
  app.register(limitsPlugin, {
    redisUrl: opts.redisUrl,
    redisKey: opts.redisKey,
    settings: opts.limits,
  });
  app.register(realtimePlugin, {
    redisUrl: opts.redisUrl,
    redisKey: opts.redisKey,
    allowedOrigins: opts.allowedOrigins ?? parseOrigins(process.env.TAVOLA_ORIGINS),
    trustProxy,
    socketLimits: opts.socketLimits,
    staffFlow: opts.staffFlow,
    connectionLimits: opts.connectionLimits,
    writeBufferLimits: opts.writeBufferLimits,
  });
  app.register(staffGuardPlugin);

  // Every API response says which protocol version it speaks, errors included, and is not
  // stored by any cache unless its route sets its own Cache-Control.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (/^\/api(?:[/?]|$)/.test(request.url)) {
      reply.header('x-api-version', API_VERSION);
      reply.header('cache-control', 'no-store');
    }
  });

  app.get('/api/health', async (_request, reply) => {
    try {
      await opts.store.ping();
      return { status: 'ok', store: opts.store.kind };
    } catch {
      return reply.status(503).send({ code: 'UNAVAILABLE', message: 'The store does not answer' });
    }
  });

  const modules = opts.modules ?? API_MODULES;
  for (const m of modules) app.register(m);

  registerFiles(
    app,
    resolve(opts.imagesDir ?? 'data/images'),
    resolve(opts.distDir ?? 'dist'),
    opts.serveSourceMaps ?? process.env.NODE_ENV === 'development',
  );

  await app.ready();
  return app;
}

/** The member provider's base URL: an http(s) URL or a path; unset or blank = the embedded one. */
export function memberProviderUrl(value: string | undefined): string {
  const v = value?.trim().replace(/\/+$/, '');
  if (!v) return EMBEDDED_MEMBER_PROVIDER;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    throw new Error(`TAVOLA_MEMBER_PROVIDER is not a URL: ${v}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`TAVOLA_MEMBER_PROVIDER must be an http(s) URL: ${v}`);
  return v;
}

/** The origin the page's CSP must let the app call for this provider (none for a path). */
function providerOrigin(base: string): string[] {
  return base.startsWith('/') ? [] : [new URL(base).origin];
}

/** TRUST_PROXY: unset or '0' trusts nobody, '1' or 'true' any proxy, else an address list. */
export function trustProxyFromEnv(value: string | undefined): boolean | string {
  if (!value || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  return value;
}

function registerFiles(
  app: FastifyInstance,
  imagesDir: string,
  distDir: string,
  serveSourceMaps: boolean,
) {
  app.register(fastifyStatic, { root: imagesDir, serve: false, decorateReply: true });

  const pictures = new PictureVariants(imagesDir, IMAGE_FOLDERS);
  registerPictureRoutes(app, pictures);

  // Each picture with the type its bytes show, or 404 (server/http/pictures.ts).
  registerPictureFolders(app, imagesDir, IMAGE_FOLDERS);

  {
    app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      decorateReply: false,
      wildcard: true,
      // Every file goes with an ETag and a Cache-Control lifetime: browsers revalidate with
      // If-None-Match, so a Last-Modified header would be 46 unused bytes on each response.
      lastModified: false,
      // The build writes name.br and name.gz beside each text file (vite.config.ts): the one the
      // browser accepts is sent with its Content-Encoding, and Vary: Accept-Encoding.
      preCompressed: true,
      // The build may leave source maps next to the bundles; they are not served in production.
      // Nor is the build's manifest (.vite/), which the server reads itself.
      allowedPath: (path) =>
        !path.startsWith('/.vite/') && (serveSourceMaps || !path.endsWith('.map')),
      setHeaders: (res, path) => {
        if (path.includes(`${join(distDir, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  // index.html carries the pictures' version (ui/Picture asks for sized copies under it).
  let page: { mtimeMs: number; html: string } | null = null;
  const readPage = (): string | null => {
    const file = join(distDir, 'index.html');
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (page?.mtimeMs !== mtimeMs) page = { mtimeMs, html: readFileSync(file, 'utf8') };
    return page.html;
  };
  const build = buildFiles(distDir);
  for (const route of APP_ROUTES) {
    app.get(route, async (request, reply) => {
      const html = readPage();
      if (html === null) {
        return reply
          .status(404)
          .send({ code: 'NOT_FOUND', message: 'The app is not built yet: run npm run build' });
      }
      // The first screen's calls and messages start with the page (http/first-screen.ts).
      const query = request.url.includes('?')
        ? request.url.slice(request.url.indexOf('?') + 1)
        : '';
      const version = await pictures.currentVersion();
      const heroFile = join(imagesDir, HOME_HERO.folder, HOME_HERO.file);
      const early = firstScreenLinks(
        { path: route, query, acceptLanguage: request.headers['accept-language'] },
        build,
        existsSync(heroFile) ? heroLink(version) : null,
      );
      const meta = `<meta name="tavola-pictures" content="${version}">`;
      let out = html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : meta + html;
      // After the page's own script and stylesheet: a phone's browser opens six connections to a
      // server (HTTP/1.1) and hands them out in the page's order, so the entry script, named
      // first, starts at once instead of waiting behind a dozen calls (~0.5 s on the slow phone
      // of bench:phone); the calls are small and answered long before it is in.
      out = out.includes('</head>') ? out.replace('</head>', `${early}</head>`) : early + out;
      // The diner's phone loads its Intl data while it waits for the script (http/intl-warm-up.ts).
      // A page opened on the menu asks for its menu as it is parsed (http/menu-ahead.ts).
      if (isDinerPage(route)) {
        const scripts = INTL_WARM_UP_TAG + MENU_AHEAD_TAG;
        out = out.includes('</head>') ? out.replace('</head>', `${scripts}</head>`) : scripts + out;
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(out);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    const isAsset =
      /\.[A-Za-z0-9]{1,8}$/.test(path) ||
      IMAGE_FOLDERS.some((f) => path.startsWith(`/${f}/`)) ||
      path.startsWith('/assets/') ||
      path.startsWith('/socket.io');
    if (isApi || isAsset || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ code: 'NOT_FOUND', message: `Nothing at ${request.method} ${path}` });
    }
    return reply.redirect('/', 302);
  });
}

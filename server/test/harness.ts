// Test harness: a real server listening on a free port over a fresh store.
//   PGlite in memory by default; with kind 'postgres' (needs DATABASE_URL) a fresh database
//   tavola_t_<random> is created for the server and dropped when it stops, so parallel test
//   files never share data.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  io as ioClient,
  type Socket,
  type ManagerOptions,
  type SocketOptions,
} from 'socket.io-client';
import type { FastifyInstance } from 'fastify';
import { buildServer, type BuildServerOptions } from '../app';
import { openStore, type Store, type StoreKind } from '../store';
import { pgliteTemplate } from './pglite-template';

/** The store kinds a suite should run over: always PGlite, PostgreSQL when DATABASE_URL is set. */
export function storeKinds(): StoreKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Creates an empty PostgreSQL database next to DATABASE_URL's; drop() removes it. */
export async function createTestDatabase(
  baseUrl = process.env.DATABASE_URL,
): Promise<TestDatabase> {
  if (!baseUrl) throw new Error('DATABASE_URL is not set');
  const name = `tavola_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export interface TestServer {
  app: FastifyInstance;
  store: Store;
  kind: StoreKind;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  imagesDir: string;
  distDir: string;
  /** A fetch against the server; JSON bodies are sent with the right header. */
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** A socket.io client connected to this server (auth.token sets the session). */
  socket(opts?: {
    token?: string;
    cookie?: string;
    extra?: Partial<ManagerOptions & SocketOptions>;
  }): Promise<Socket>;
  /** Stops the server, disconnects clients, closes the store and drops its database. */
  close(): Promise<void>;
}

export interface TestRequestInit {
  method?: string;
  body?: unknown;
  /** Raw body string sent as-is (for malformed JSON). */
  rawBody?: string;
  headers?: Record<string, string>;
  /** Cookie header value (e.g. from cookieOf()). */
  cookie?: string;
  token?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
  /** name=value pairs of Set-Cookie, ready for a Cookie header. */
  cookies: Record<string, string>;
}

export interface StartTestServerOptions extends Partial<Omit<BuildServerOptions, 'store'>> {
  kind?: StoreKind;
  /** Use this PostgreSQL database instead of a fresh one (several processes on one database). */
  databaseUrl?: string;
  /** Runs on the store before the server starts (e.g. to insert fixtures). */
  prepare?: (store: Store) => Promise<void>;
}

export async function startTestServer(opts: StartTestServerOptions = {}): Promise<TestServer> {
  const kind = opts.kind ?? 'pglite';
  let testDb: TestDatabase | null = null;
  let store: Store;
  if (kind === 'postgres') {
    if (!opts.databaseUrl) testDb = await createTestDatabase();
    store = await openStore({ databaseUrl: opts.databaseUrl ?? testDb!.url, poolSize: 5 });
  } else {
    store = await openStore({ template: await pgliteTemplate() });
  }
  const scratch = mkdtempSync(join(tmpdir(), 'tavola-test-'));
  const imagesDir = opts.imagesDir ?? join(scratch, 'images');
  const distDir = opts.distDir ?? join(scratch, 'dist');
  mkdirSync(distDir, { recursive: true });
  mkdirSync(imagesDir, { recursive: true });
  if (opts.prepare) await opts.prepare(store);
  const app = await buildServer({
    logger: false,
    sessionSecret: opts.sessionSecret ?? 'test-session-secret-0123456789abcdef',
    redisKey: opts.redisKey ?? `tavola-test-${randomBytes(4).toString('hex')}`,
    ...opts,
    store,
    imagesDir,
    distDir,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  const sockets: Socket[] = [];

  return {
    app,
    store,
    kind,
    url,
    port,
    imagesDir,
    distDir,
    request: (path, init) => testRequest(url, path, init),
    async socket(o = {}) {
      const s = ioClient(url, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        auth: o.token ? { token: o.token } : {},
        extraHeaders: o.cookie ? { cookie: o.cookie } : undefined,
        ...o.extra,
      });
      sockets.push(s);
      await new Promise<void>((resolve, reject) => {
        s.once('connect', () => resolve());
        s.once('connect_error', reject);
      });
      return s;
    },
    async close() {
      for (const s of sockets) s.disconnect();
      await app.close();
      await store.close();
      if (testDb) await testDb.drop();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export async function testRequest(
  base: string,
  path: string,
  init: TestRequestInit = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined;
  if (init.rawBody !== undefined) {
    body = init.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  if (init.cookie) headers.cookie = init.cookie;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  const cookies: Record<string, string> = {};
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const eq = pair!.indexOf('=');
    cookies[pair!.slice(0, eq)] = pair!.slice(eq + 1);
  }
  return { status: res.status, headers: res.headers, body: parsed, text, cookies };
}

/** A Cookie header from the cookies of one or more responses. */
export function cookieOf(...responses: Pick<TestResponse, 'cookies'>[]): string {
  const all: Record<string, string> = {};
  for (const r of responses) Object.assign(all, r.cookies);
  return Object.entries(all)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** Resolves with the next `event` on the socket, or rejects after ms. */
export function nextEvent<T = unknown>(socket: Socket, event: string, ms = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, on);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const on = (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, on);
  });
}

/** Resolves true if `event` arrives within ms, false otherwise. */
export function eventArrives(socket: Socket, event: string, ms = 300): Promise<boolean> {
  return nextEvent(socket, event, ms).then(
    () => true,
    () => false,
  );
}

/** Emits and waits for the server's acknowledgement. */
export function emitWithAck<T = unknown>(
  socket: Socket,
  event: string,
  payload: unknown,
  ms = 3000,
): Promise<T> {
  return socket.timeout(ms).emitWithAck(event, payload) as Promise<T>;
}

/** Scans a table as a diner: GET /api/v2/tables/{code}; returns the response and its cookie. */
export async function scanTable(s: TestServer, code: string | number, cookie?: string) {
  const res = await s.request(`/api/v2/tables/${encodeURIComponent(String(code))}`, { cookie });
  return { res, cookie: cookieOf(res), token: res.cookies.tavola_session ?? '' };
}

/** Logs an employee in; returns the bearer token. */
export async function staffLogin(
  s: TestServer,
  account: string,
  password: string,
): Promise<string> {
  const res = await s.request('/api/v1/kds/employee/login', {
    method: 'POST',
    body: { id: account, password },
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return (res.body as { token: string }).token;
}

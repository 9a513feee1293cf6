// Attacks against the real server, each of which must fail: forged table codes, lock-outs of
// the real owner through shared-address limits, sockets opened from a foreign page, and the
// HTTP hardening (headers, time-outs, malformed bodies, floods, cookies behind HTTPS).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  cookieOf,
  scanTable,
  startTestServer,
  staffLogin,
  type TestResponse,
  type TestServer,
} from './test/harness';
import { EMPLOYEE, insertFixtures } from './test/fixtures';
import {
  HALF_SENT,
  closedAfter,
  eventually,
  flippedCodes,
  pinCheck,
  pinReset,
  socketFrom,
  staffSignIn,
  writeAppWithSourceMap,
} from './test/probes';

describe('Security: forged table codes', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ prepare: (store) => insertFixtures(store, { encrypting: 1 }) });
  });
  afterAll(() => s.close());

  it("never turns table 3's printed code into another table's by flipping bits", async () => {
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const qr = await s.request('/api/v2.5/qrcode', {
      method: 'POST',
      token: staff,
      body: { host: 'tavola.local', port: 80, table_id: 3 },
    });
    const reached = new Set<number>();
    // Every digit a diner might want, flipped into the first bytes of table 3's code.
    for (const forged of flippedCodes((qr.body as { code: string }).code)) {
      const res = await s.request(`/api/v2/tables/${forged}`);
      if (res.status === 200) reached.add((res.body as { table_id: number }).table_id);
    }
    expect([...reached]).toEqual([]);
  });
});

describe('Security: socket Origin', () => {
  let s: TestServer;
  let diner: string;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: (store) => insertFixtures(store),
      allowedOrigins: ['https://order.example.com'],
    });
    diner = (await scanTable(s, 1)).cookie;
  });
  afterAll(() => s.close());

  const connect = (origin: string | undefined, transport: 'websocket' | 'polling') =>
    socketFrom(s, diner, origin, transport);

  for (const transport of ['websocket', 'polling'] as const) {
    it(`refuses a ${transport} handshake from another port of the same host`, async () => {
      const other = `http://127.0.0.1:${s.port === 9 ? 10 : 9}`;
      await expect(connect(other, transport)).rejects.toThrow();
      await expect(connect('https://evil.example', transport)).rejects.toThrow();
      await expect(connect('null', transport)).rejects.toThrow();
    });

    it(`accepts a ${transport} handshake from the app's own and the configured origins`, async () => {
      (await connect(s.url, transport)).disconnect();
      (await connect('https://order.example.com', transport)).disconnect();
      (await connect(undefined, transport)).disconnect();
    });
  }
});

describe('Security: socket Origin behind a listed proxy', () => {
  // TRUST_PROXY names the proxy's address: X-Forwarded-Host is believed from it alone, so a
  // client reaching the server past the proxy cannot name its own origin as the app's.
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((x) => x.close())));
  const handshake = async (trustProxy: string | boolean) => {
    const s = await startTestServer({ trustProxy, prepare: (st) => insertFixtures(st) });
    servers.push(s);
    const { cookie } = await scanTable(s, 1);
    return s.socket({
      extra: {
        transports: ['websocket'],
        extraHeaders: {
          cookie,
          origin: 'https://evil.example',
          'x-forwarded-host': 'evil.example',
        },
      },
    });
  };

  it('ignores X-Forwarded-Host from a peer that is not the listed proxy', async () => {
    await expect(handshake('10.0.0.2')).rejects.toThrow();
  });

  it('reads it from the listed proxy', async () => {
    (await handshake('127.0.0.1')).disconnect();
  });
});

describe('Security: lock-outs from the shared address', () => {
  // Every request of these tests comes from 127.0.0.1, as every phone of a restaurant comes from
  // its one NAT address.
  const SPACING_MS = 500;
  let s: TestServer;
  let orderId: number;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: (store) => insertFixtures(store),
      limits: { targetSpacingMs: SPACING_MS },
    });
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 1, select_menu: '9', adult_number: 2, child_number: 0, order_code: '4321' },
    });
    orderId = (r.body as { orderId: number }).orderId;
  });
  afterAll(() => s.close());

  const login = (password: string, cookie?: string) =>
    staffSignIn(s, EMPLOYEE.account, password, cookie);

  it('lets the employee sign in on their own device while strangers guess the password', async () => {
    const first = await login(EMPLOYEE.password);
    expect(first.status).toBe(200);
    const ownDevice = cookieOf(first);
    for (let i = 0; i < 25; i++) await login(`wrong-${i}`);
    // At once on the device the employee used before.
    expect((await login(EMPLOYEE.password, ownDevice)).status).toBe(200);
    // On a new device after one spacing at most.
    expect((await eventually(() => login(EMPLOYEE.password), 4 * SPACING_MS)).status).toBe(200);
  });

  it('holds the guessing to far fewer than 100 failures an hour per account', async () => {
    let judged = 0;
    for (let i = 0; i < 40; i++) if ((await login(`guess-${i}`)).status === 401) judged++;
    expect(judged).toBeLessThanOrEqual(5);
  });

  it('keeps PIN resets open to the employee after wrong tries on any accounts', async () => {
    const attacker = await scanTable(s, 1);
    for (let i = 0; i < 8; i++)
      await pinReset(s, attacker.cookie, orderId, { account: `90${i}`, password: 'nope' });
    const diner = await scanTable(s, 1);
    const res = await eventually(
      () => pinReset(s, diner.cookie, orderId, EMPLOYEE),
      4 * SPACING_MS,
    );
    expect(res.body).toMatchObject({ status: 200 });
  });

  it('lets the party’s phone in with the right PIN after strangers made 20 wrong guesses', async () => {
    const check = (cookie: string, code: string) => pinCheck(s, cookie, orderId, code);
    // Nobody guessed at this order yet (the file's other tests did, within the hour).
    await s.store.db.execute(sql`delete from pin_attempts where order_head_id = ${orderId}`);
    // The party's phone scanned the table before the guessing started.
    const diner = await scanTable(s, 1);
    // Its scan is in an earlier second than the first guess (scan times are whole seconds).
    const next = (Math.floor(Date.now() / 1000) + 1) * 1000;
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThanOrEqual(next), { interval: 20 });
    let judged = 0;
    for (let session = 0; session < 4; session++) {
      const { cookie } = await scanTable(s, 1);
      for (let i = 0; i < 5; i++) if ((await check(cookie, '0000')).status === 200) judged++;
    }
    // The order's wrong-guess budget (10 an hour) is all the strangers got.
    expect(judged).toBeLessThanOrEqual(10);
    const res = await check(diner.cookie, '4321');
    expect(res.body).toMatchObject({ status: 200 });
  });
});

describe.runIf(process.env.REDIS_URL)('Security: limits shared through Redis', () => {
  // Two servers, each opening its own embedded store: more time than a test with one.
  it('counts guesses made at one process against the account at another', async () => {
    const shared = {
      redisUrl: process.env.REDIS_URL,
      redisKey: `tavola-test-limits-${Date.now()}`,
      prepare: (store: Parameters<typeof insertFixtures>[0]) => insertFixtures(store),
    };
    const one = await startTestServer(shared);
    const two = await startTestServer(shared);
    try {
      const login = (server: TestServer, password: string) =>
        server.request('/api/v1/kds/employee/login', {
          method: 'POST',
          body: { id: EMPLOYEE.account, password },
        });
      for (let i = 0; i < 4; i++) expect((await login(one, 'wrong')).status).toBe(401);
      expect((await login(one, 'wrong')).status).toBe(429);
      expect((await login(two, 'wrong')).status).toBe(429);
    } finally {
      await one.close();
      await two.close();
    }
  }, 120_000);
});

describe('Security: HTTP hardening', () => {
  let s: TestServer;
  let orderId: number;
  beforeAll(async () => {
    s = await startTestServer({
      prepare: (store) => insertFixtures(store),
      timeouts: { headersMs: 500, requestMs: 1000 },
      limits: { quickOrdersPerAddress: 3 },
    });
    writeAppWithSourceMap(s.distDir);
    const staff = await staffLogin(s, EMPLOYEE.account, EMPLOYEE.password);
    const r = await s.request('/api/v2.5/orders/not-check-table-status', {
      method: 'POST',
      token: staff,
      body: { table_id: 1, select_menu: '9', adult_number: 2, child_number: 0, order_code: '4321' },
    });
    orderId = (r.body as { orderId: number }).orderId;
  });
  afterAll(() => s.close());

  it('sends a strict Content-Security-Policy and the other security headers on pages', async () => {
    for (const path of ['/', '/?table_id=1']) {
      const res = await s.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).not.toContain('unsafe-inline');
      expect(csp, path).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('same-origin');
    }
  });

  it('sends API answers and errors with nosniff and CORP, without the page headers', async () => {
    for (const path of ['/api/health', '/api/nothing-here']) {
      const res = await s.request(path);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(res.headers.get('content-security-policy'), path).toBeNull();
      expect(res.headers.get('x-frame-options'), path).toBeNull();
    }
  });

  it('serves the bundles but not their source maps', async () => {
    expect((await s.request('/assets/app.js')).status).toBe(200);
    expect((await s.request('/assets/app.js.map')).status).toBe(404);
  });

  it('drops requests whose headers or body never finish', async () => {
    const [headers, body] = await Promise.all([
      closedAfter(s.port, HALF_SENT.headers, 4000),
      closedAfter(s.port, HALF_SENT.body, 4000),
    ]);
    expect(headers).toBeLessThan(4000);
    expect(body).toBeLessThan(4000);
  });

  it('answers 400 to NUL characters and deeply nested JSON', async () => {
    const { cookie } = await scanTable(s, 1);
    const check = (rawBody: string) =>
      s.request('/api/order-password/check', { method: 'POST', cookie, rawBody });
    const nul = await check(`{"order_head_id":${orderId},"order_code":"43\\u00001"}`);
    expect(nul.status).toBe(400);
    expect(nul.body).toMatchObject({ code: 'BAD_REQUEST' });
    const deep = await check(
      `{"order_head_id":${orderId},"order_code":"4321","x":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    );
    expect(deep.status).toBe(400);
    expect((await s.request('/api/v2/tables/1%00')).status).toBe(400);
    // Escaped backslashes before u0000 are text, not NUL.
    const text = await check(`{"order_head_id":${orderId},"order_code":"\\\\u0000"}`);
    expect(text.body).toMatchObject({ status: 300 });
  });

  it('refuses a flood of anonymous quick-service orders', async () => {
    const open = () =>
      s.request('/api/v2/orders', {
        method: 'POST',
        body: { table_id: -1, eat_type: 1, select_menu: '9' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await open()).status);
    expect(statuses.filter((x) => x === 200).length).toBe(3);
    expect(statuses.slice(3)).toEqual([429, 429]);
  });
});

describe('Security: cookies behind HTTPS', () => {
  const servers: TestServer[] = [];
  afterAll(() => Promise.all(servers.map((x) => x.close())));
  const start = async (trustProxy: boolean) => {
    const server = await startTestServer({ trustProxy, prepare: (st) => insertFixtures(st) });
    servers.push(server);
    return server;
  };
  const sessionCookie = (res: TestResponse) =>
    res.headers.getSetCookie().find((c) => c.startsWith('tavola_session=')) ?? '';

  it('marks cookies Secure when a trusted proxy says the request came over HTTPS', async () => {
    const s = await start(true);
    const https = await s.request('/api/v2/tables/1', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(sessionCookie(https)).toMatch(/; Secure/i);
    const http = await s.request('/api/v2/tables/1');
    expect(sessionCookie(http)).not.toMatch(/; Secure/i);
  });

  it('ignores X-Forwarded-Proto from an untrusted client', async () => {
    const s = await start(false);
    const res = await s.request('/api/v2/tables/1', { headers: { 'x-forwarded-proto': 'https' } });
    expect(sessionCookie(res)).toMatch(/^tavola_session=/);
    expect(sessionCookie(res)).not.toMatch(/; Secure/i);
  });
});

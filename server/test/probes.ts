// Probes of the server from outside, shared by the security tests: forged table codes, a client
// honouring Retry-After, a connection that never finishes its request, and a fingerprint of the
// store's rows (to show that a refused request changed nothing).
import { mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestResponse, TestServer } from './harness';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Table `digit`'s code as a forger would try to make it from a printed code of a table whose id
 * is `from`: each of the first 16 bytes of the code XORed so that `from`'s digit would read as
 * each of `digits` (the IV bit-flip against CBC).
 */
export function flippedCodes(code: string, from = '3', digits = '0124'): string[] {
  const raw = Buffer.from(code, 'base64url');
  const out: string[] = [];
  for (let i = 0; i < Math.min(raw.length, 16); i++)
    for (const digit of digits) {
      const forged = Buffer.from(raw);
      forged[i]! ^= from.charCodeAt(0) ^ digit.charCodeAt(0);
      out.push(forged.toString('base64url'));
    }
  return out;
}

/** Retries a correct attempt as a client honouring Retry-After would, for up to `ms`. */
export async function eventually(
  attempt: () => Promise<TestResponse>,
  ms: number,
): Promise<TestResponse> {
  const until = Date.now() + ms;
  for (;;) {
    const res = await attempt();
    if (res.status !== 429 || Date.now() > until) return res;
    await sleep(Math.min(Number(res.headers.get('retry-after') ?? 1) * 1000, 250));
  }
}

/** Opens a raw connection, sends `data`, and resolves with the ms until the server closes it. */
export function closedAfter(port: number, data: string, giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const sock = connect(port, '127.0.0.1', () => sock.write(data));
    const timer = setTimeout(() => {
      sock.destroy();
      resolve(Infinity);
    }, giveUpMs);
    sock.on('data', () => undefined);
    sock.on('error', () => undefined);
    sock.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

/** A request whose headers never end, and one whose body never comes, for closedAfter. */
export const HALF_SENT = {
  headers: 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1',
  body: 'POST /api/order-password/check HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"order',
} as const;

/** The tables a diner's or staff's request could change. */
const TABLES = [
  'dining_tables',
  'orders',
  'order_customers',
  'order_head_passwords',
  'order_details',
  'order_requests',
  'service_calls',
  'employees',
  'turn_info',
  'carts',
];

/** A fingerprint of every row of those tables: equal before and after means nothing changed. */
export async function storeFingerprint(s: TestServer): Promise<string> {
  const parts: string[] = [];
  for (const t of TABLES) {
    const rows = await s.store.rows<{ h: string | null }>(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${t} x`,
      ),
    );
    parts.push(`${t}:${rows[0]?.h}`);
  }
  return parts.join('\n');
}

/** POST /api/v1/kds/employee/login, from the device whose cookies are `cookie` (if any). */
export const staffSignIn = (s: TestServer, account: string, password: string, cookie?: string) =>
  s.request('/api/v1/kds/employee/login', {
    method: 'POST',
    cookie,
    body: { id: account, password },
  });

/** POST /api/order-password/check: a diner's (or anyone's) guess of an order's PIN. */
export const pinCheck = (s: TestServer, cookie: string, orderId: number, code: string) =>
  s.request('/api/order-password/check', {
    method: 'POST',
    cookie,
    body: { order_head_id: orderId, order_code: code },
  });

/** PATCH /api/order-password/update: an employee's account and password reset an order's PIN. */
export const pinReset = (
  s: TestServer,
  cookie: string,
  orderId: number,
  employee: { account: string; password: string },
  newCode = '4321',
) =>
  s.request('/api/order-password/update', {
    method: 'PATCH',
    cookie,
    body: {
      employee_id: employee.account,
      password_id: employee.password,
      order_head_id: orderId,
      new_order_code: newCode,
    },
  });

/**
 * A socket opened with the diner's cookie from the page at `origin` (none: a client that sends
 * no Origin, as apps outside a browser do), over one transport.
 */
export const socketFrom = (
  s: TestServer,
  cookie: string,
  origin: string | undefined,
  transport: 'websocket' | 'polling',
) =>
  s.socket({
    extra: {
      transports: [transport],
      extraHeaders: { cookie, ...(origin ? { origin } : {}) },
    },
  });

/** A built app in `distDir` with its source map beside the bundle, as a careless deploy leaves it. */
export function writeAppWithSourceMap(distDir: string): void {
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/app.js"></script>',
  );
  writeFileSync(
    join(distDir, 'assets', 'app.js'),
    'console.log(1);\n//# sourceMappingURL=app.js.map',
  );
  writeFileSync(join(distDir, 'assets', 'app.js.map'), '{"version":3,"sources":["secret.ts"]}');
}

// Every staff route with a path parameter, walked as the server declares it: a well-formed id gets
// past validation (whatever the route then answers: 200, 404, 409…), and a malformed one gets a
// 400 that names the parameter. A route whose own validator forgot that path parameters arrive as
// text answered 400 to every id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fp from 'fastify-plugin';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { API_MODULES } from '../../app';
import { startTestServer, storeKinds, type TestServer } from '../../test/harness';

interface DeclaredRoute {
  method: string;
  url: string;
  body: TSchema | undefined;
}

/** A module registered first that notes every route declared after it. */
function routeRecorder(into: DeclaredRoute[]) {
  return fp(async (app) => {
    app.addHook('onRoute', (r) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method];
      for (const method of methods)
        if (method !== 'HEAD')
          into.push({ method, url: r.url, body: r.schema?.body as TSchema | undefined });
    });
  });
}

/**
 * A body each route's schema takes, so that only its path is on trial. A new staff route with a
 * path parameter and a body gets its sample here (the walk fails until it has one).
 */
const SAMPLE_BODIES: Record<string, unknown> = {
  'PATCH /api/v2/staff/printers/:id': { enabled: true },
  'POST /api/v2/staff/printers/:id/test': {},
  'PATCH /api/v2/staff/order-details/:id': { is_make: 1 },
  'POST /api/v2/staff/order-requests/:id/approve': {},
  'POST /api/v2/staff/order-requests/:id/reject': { reason: 'Full' },
  'POST /api/v2/staff/orders/:id/move': { table_id: 2 },
  'POST /api/v2/staff/orders/:id/merge': { table_id: 2 },
  'PUT /api/v2/staff/orders/:id/pin': { order_password: '1234' },
  'PATCH /api/v2/staff/service-calls/:id': { status: 'done' },
  'POST /api/v2/staff/tables/:id/notify': { event: 'MESSENGER', message: 'Hello' },
  'PUT /api/v2/staff/rounds/:requestKey/bump': { bumped: true },
  'PATCH /api/v2/staff/menu-items/:id': { sold_out: true },
};

function sampleBody(r: DeclaredRoute): unknown {
  const key = `${r.method} ${r.url}`;
  if (!r.body) return undefined;
  if (!(key in SAMPLE_BODIES)) throw new Error(`No sample body for ${key}`);
  const body = SAMPLE_BODIES[key];
  if (!Compile(r.body).Check(body)) throw new Error(`The sample body of ${key} is not valid`);
  return body;
}

/** The route's path with each parameter set to `value`. */
const pathWith = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value);

describe.each(storeKinds())('Staff routes with a path parameter (%s)', (kind) => {
  let server: TestServer;
  let manager: string;
  const declared: DeclaredRoute[] = [];
  const staffRoutes = () =>
    declared.filter((r) => r.url.startsWith('/api/v2/staff/') && r.url.includes('/:'));

  beforeAll(async () => {
    server = await startTestServer({ kind, modules: [routeRecorder(declared), ...API_MODULES] });
    manager = server.app.sessions.signStaff({ employeeId: 1, name: 'Giulia', role: 'manager' });
  });
  afterAll(() => server?.close());

  it('finds the staff routes that take an id in their path', () => {
    expect(staffRoutes().map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'PATCH /api/v2/staff/printers/:id',
        'DELETE /api/v2/staff/printers/:id',
        'PATCH /api/v2/staff/order-details/:id',
        'POST /api/v2/staff/orders/:id/move',
      ]),
    );
  });

  it('lets a well-formed id through validation on every one', async () => {
    const refused: string[] = [];
    for (const r of staffRoutes()) {
      const body = sampleBody(r);
      const url = pathWith(r.url, r.url.includes(':requestKey') ? 'round-1' : '2147483000');
      const res = await server.request(url, {
        method: r.method,
        token: manager,
        ...(body !== undefined ? { body } : {}),
      });
      const message = (res.body as { message?: string } | null)?.message ?? '';
      if (res.status === 400) refused.push(`${r.method} ${r.url}: ${message}`);
      expect(res.status, `${r.method} ${url}`).toBeLessThan(500);
    }
    expect(refused).toEqual([]);
  });

  it('refuses a malformed id with a 400 that names it', async () => {
    for (const r of staffRoutes().filter((x) => x.url.includes('/:id'))) {
      for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
        const body = sampleBody(r);
        const res = await server.request(pathWith(r.url, bad), {
          method: r.method,
          token: manager,
          ...(body !== undefined ? { body } : {}),
        });
        expect(res.status, `${r.method} ${r.url} with ${bad}`).toBe(400);
        expect(res.body, `${r.method} ${r.url} with ${bad}`).toMatchObject({
          code: 'BAD_REQUEST',
          message: expect.stringMatching(/^Invalid params: .*\bid\b/),
        });
      }
    }
  });
});

// Test support for the catalogue and home-content modules: a test server over a fresh store
// holding the demo restaurant. The routes under test read data, not pictures, so the seed leaves
// the pictures out (rendering ~1,250 of them would dominate the suite's time).
import type { FastifyPluginAsync } from 'fastify';
import { startTestServer, type StartTestServerOptions, type TestServer } from '../../test/harness';
import { seedDemo } from '../../seed';
import type { StoreKind } from '../../store';

/** Time for starting a store and seeding the demo restaurant on a busy machine. */
export const SEED_TIMEOUT_MS = 120_000;

export async function startDemoServer(
  kind: StoreKind,
  modules: FastifyPluginAsync[],
  opts: Partial<StartTestServerOptions> = {},
): Promise<TestServer> {
  return startTestServer({
    kind,
    modules,
    ...opts,
    prepare: async (store) => {
      await seedDemo(store, { imagesDir: '', images: false, reset: false });
      if (opts.prepare) await opts.prepare(store);
    },
  });
}

/** A diner session token for a table and order (as GET /api/v2/tables/{id} would issue). */
export function dinerToken(
  server: TestServer,
  s: { tableId: number; orderId: number; customer?: string },
): string {
  return server.app.sessions.signDiner({
    tableId: s.tableId,
    orderId: s.orderId,
    customer: s.customer ?? '1',
  });
}

/** A staff session token. */
export function staffToken(server: TestServer, employeeId = 1): string {
  return server.app.sessions.signStaff({ employeeId, name: 'Giulia Rossi', role: 'manager' });
}
